// Home: Resume when a game is saved, New game, Statistics, Settings, About.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct HomeView: View {
    let model: AppModel
    @Environment(\.strings) private var strings

    var body: some View {
        let palette = SkinPalette.of(model.settings.boardSkin)
        VStack(spacing: 14) {
            Spacer()
            TokenSwatch(style: .brassBall).frame(width: 56, height: 56)
            Text(strings("app_name")).appFont(.largeTitle, bold: true)
            Text(strings("home_tagline")).appFont(.callout).multilineTextAlignment(.center)
            Spacer()
            if let saved = model.saved {
                MenuButton(
                    title: strings("home_resume"),
                    detail: strings("home_resume_detail", strings(saved.game.nameKey), saved.players),
                    prominent: true
                ) { model.resume() }
            }
            MenuButton(title: strings("home_new_game"), prominent: model.saved == nil) {
                model.show(.setup)
            }
            MenuButton(title: strings("home_statistics")) { model.show(.statistics) }
            MenuButton(title: strings("home_settings")) { model.show(.settings) }
            MenuButton(title: strings("home_about")) { model.show(.about) }
            Spacer()
        }
        .padding(.horizontal, 32)
        .foregroundStyle(palette.line)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(palette.cloth.ignoresSafeArea())
    }
}

/// A full-width menu button, with an optional second line.
struct MenuButton: View {
    let title: String
    var detail: String?
    var prominent = false
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 2) {
                Text(title).appFont(.headline, bold: true)
                if let detail {
                    Text(detail).appFont(.footnote)
                }
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, 6)
            .foregroundStyle(.white)
        }
        .buttonStyle(.borderedProminent)
        .tint(prominent ? Color(red: 0.62, green: 0.22, blue: 0.12) : Color(red: 0.45, green: 0.28, blue: 0.16).opacity(0.75))
        .controlSize(.large)
    }
}
#endif
