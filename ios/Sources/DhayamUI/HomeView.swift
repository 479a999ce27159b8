// Home: the resume card when a game is saved, New game, Learn to play, Statistics, Settings,
// About.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct HomeView: View {
    let resume: ResumeCard?
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings

    var body: some View {
        let colours = appColours()
        // At the largest text sizes the menu no longer fits the screen: it scrolls.
        ViewThatFits(in: .vertical) {
            menu
            ScrollView { menu.padding(.vertical) }
        }
        .foregroundStyle(Color(argb: colours.onBackground))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(argb: colours.background).ignoresSafeArea())
    }

    private var menu: some View {
        VStack(spacing: 14) {
            Spacer()
            Emblem().frame(width: resume == nil ? 200 : 168, height: resume == nil ? 200 : 168)
            Text(strings("app_name")).appFont(.largeTitle, bold: true)
                .accessibilityAddTraits(.isHeader)
            Text(strings("home_tagline")).appFont(.callout).multilineTextAlignment(.center)
            Spacer()
            if let resume {
                MenuButton(
                    title: strings("home_resume"),
                    detail: strings.resumeDetail(resume),
                    prominent: true
                ) { model.send(.resume) }
            }
            MenuButton(title: strings("home_new_game"), prominent: resume == nil) {
                model.send(.openSetup)
            }
            MenuButton(title: strings("learn_to_play")) { model.send(.openLearn) }
            MenuButton(title: strings("home_statistics")) { model.send(.openStatistics) }
            MenuButton(title: strings("home_settings")) { model.send(.openSettings) }
            MenuButton(title: strings("home_about")) { model.send(.openAbout) }
            Spacer()
        }
        .padding(.horizontal, 32)
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
                Text(title).appFont(.headline, bold: true).multilineTextAlignment(.center)
                if let detail {
                    Text(detail).appFont(.footnote).multilineTextAlignment(.center)
                }
            }
            .frame(maxWidth: .infinity, minHeight: 44)
            .padding(.vertical, 6)
            .foregroundStyle(Color(argb: prominent ? appColours().onPrimary : appColours().inverseOnSurface))
        }
        .buttonStyle(.borderedProminent)
        .tint(Color(argb: prominent ? appColours().primary : appColours().onSurfaceVariant))
        .controlSize(.large)
    }
}
#endif
