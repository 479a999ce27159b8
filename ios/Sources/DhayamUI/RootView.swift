// The app's root: the screen the AppModel names, with the language, fonts, reduced motion and
// the notices every screen shares. Also how the app starts: the store in Application Support.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

/// The whole app over `model`.
public struct DhayamRootView: View {
    @Bindable var model: AppModel
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(model: AppModel) {
        self.model = model
    }

    public var body: some View {
        let code = Strings.code(for: model.settings.language, preferred: Locale.preferredLanguages)
        let strings = Strings.bundle(.main, code: code)
        screen
            .environment(\.strings, strings)
            .environment(\.locale, Locale(identifier: code))
            .font(AppFont.of(.body, code: code))
            .onChange(of: reduceMotion, initial: true) { _, reduce in
                model.reduceMotion = reduce
            }
            .alert(
                strings("error_title"),
                isPresented: Binding(
                    get: { model.notice != nil }, set: { if !$0 { model.notice = nil } })
            ) {
                Button(strings("ok")) { model.notice = nil }
            } message: {
                Text(noticeText(strings))
            }
    }

    @ViewBuilder private var screen: some View {
        switch model.screen {
        case .home: HomeView(model: model)
        case .setup: SetupView(app: model, setup: model.setup)
        case .game:
            if let game = model.game {
                GameScreen(app: model, game: game)
            } else {
                HomeView(model: model)
            }
        case .statistics: StatisticsView(model: model)
        case .settings: SettingsView(model: model)
        case .about: AboutView(back: { model.show(.home) })
        }
    }

    private func noticeText(_ strings: Strings) -> String {
        switch model.notice {
        case .storeDamaged: strings("error_store_damaged")
        case .failed(let error): strings("error_not_saved", String(describing: error))
        case nil: ""
        }
    }
}

/// How the app started: its model, or why the store could not be opened.
public enum Launch {
    case ready(AppModel)
    case failed(String)

    /// Open the store in Application Support/dhayam with the live clock and the bundled sounds.
    @MainActor
    public static func start() -> Launch {
        do {
            let support = try FileManager.default.url(
                for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil,
                create: true)
            let dir = support.appendingPathComponent("dhayam", isDirectory: true)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            return .ready(
                try AppModel(dataDir: dir.path, clock: LiveClock(), sounds: BundledSounds()))
        } catch {
            return .failed(String(describing: error))
        }
    }
}

/// Shown instead of the app when the store can't be opened (unwritable, or from a newer app).
public struct LaunchFailureView: View {
    let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var body: some View {
        let strings = Strings.bundle(
            .main, code: Strings.code(for: .system, preferred: Locale.preferredLanguages))
        VStack(spacing: 16) {
            Image(systemName: "exclamationmark.triangle").font(.largeTitle)
            Text(strings("error_title")).font(.title2.bold())
            Text(reason).font(.callout).multilineTextAlignment(.center)
        }
        .padding()
    }
}
#endif
