// The app's root: the screen the core's view names, with the language, fonts and the core's
// question, refusal, notice and Rules & Settings reference over every screen. The scene going to
// the background and coming back, and the system's reduced-motion setting, are told to the core.
// Also how the app starts: the store in Application Support, the live timer, the sound, haptic
// and VoiceOver sinks.

#if canImport(SwiftUI)
import SwiftUI
import DhayamCore
import DhayamModel
#if canImport(UIKit)
import UIKit
#endif

/// The whole app over `model`.
public struct DhayamRootView: View {
    let model: AppModel
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scenePhase) private var scenePhase

    public init(model: AppModel) {
        self.model = model
    }

    public var body: some View {
        let words = model.words()
        let strings = words.strings
        screen
            .environment(model)
            .environment(\.strings, strings)
            .environment(\.words, words)
            .environment(\.locale, Locale(identifier: strings.code))
            .font(AppFont.of(.body, code: strings.code))
            .safeAreaInset(edge: .bottom) {
                // Why the last request was refused, or what the player should know.
                if let line = model.view.footLine {
                    Text(words(line))
                        .appFont(.footnote)
                        .padding(10)
                        .frame(maxWidth: .infinity)
                        .background(.thinMaterial)
                }
            }
            .onChange(of: reduceMotion) { _, reduce in
                model.send(.reducedMotion(on: reduce))
            }
            .onChange(of: scenePhase) { _, phase in
                switch phase {
                case .background: model.send(.background)
                case .active: model.send(.foreground)
                default: break
                }
            }
            .alert(
                model.view.question.map { words($0.title) } ?? "", isPresented: Binding(
                    get: { model.view.question != nil },
                    set: { if !$0 { model.dismissed(.question) } })
            ) {
                if let question = model.view.question {
                    Button(words(question.confirm), role: .destructive) { model.send(.confirm) }
                    Button(words(question.cancel), role: .cancel) { model.send(.cancel) }
                }
            } message: {
                Text(model.view.question.map { words($0.body) } ?? "")
            }
            .alert(
                strings("error_title"),
                isPresented: Binding(
                    get: { model.alertShown },
                    set: { if !$0 { model.dismissAlert() } })
            ) {
                Button(strings("ok")) { model.dismissAlert() }
            } message: {
                Text(model.alertMessageKey.map { strings($0) } ?? "")
            }
    }

    /// Home at the root of a navigation stack and the core's other screen pushed over it, so
    /// Back and the edge swipe work as on every iPhone app; popping is the core's Back (the core
    /// keeps which screen is up: Home from a menu screen, Learn to play from a lesson). A game hides the bar, and with it the swipe: there
    /// the pause menu is the way out, as Back pauses on Android.
    private var screen: some View {
        NavigationStack(path: Binding(
            get: { model.view.screen.isHome ? [] : [Pushed.screen] },
            set: { path in
                if path.isEmpty { model.dismissed(.screen) }
            })
        ) {
            HomeView(resume: model.view.screen.resume)
                .withoutNavigationBar()
                .navigationDestination(for: Pushed.self) { _ in pushed }
        }
        // Over every screen but a paused game's, whose menu shows it over itself.
        .referenceSheet(when: model.game?.pauseMenuShown != true)
    }

    @ViewBuilder private var pushed: some View {
        switch model.view.screen {
        case .home: EmptyView()
        case .setup(let setup): SetupScreen(setup: setup)
        case .game(let game):
            GameScreen(game: game)
                .navigationBarBackButtonHidden(true)
                .withoutNavigationBar()
        case .lesson(let lesson):
            LessonScreen(lesson: lesson)
                .navigationBarBackButtonHidden(true)
                .withoutNavigationBar()
        case .learn(let games): LearnScreen(games: games)
        case .statistics(let figures): StatisticsView(figures: figures)
        case .settings(let settings): SettingsView(settings: settings)
        case .about: AboutView()
        }
    }
}

/// The one screen the stack pushes over Home: whichever the core shows.
private enum Pushed: Hashable {
    case screen
}

/// How the app started: its model, or why the store could not be opened (the core's words).
public enum Launch {
    case ready(AppModel)
    case failed(DhayamCore.Text)

    /// Open the store in Application Support/dhayam, on the core queue, with the live timer, the
    /// bundled sounds, the device's haptics and VoiceOver.
    @MainActor
    public static func start() async -> Launch {
        do {
            let support = try FileManager.default.url(
                for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil,
                create: true)
            let dir = support.appendingPathComponent("dhayam", isDirectory: true)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let sounds = BundledSounds()
            let haptics = Haptics()
            let announcer = VoiceOver.announcements()
            #if canImport(UIKit)
            let reduceMotion = UIAccessibility.isReduceMotionEnabled
            #else
            let reduceMotion = false
            #endif
            let model = try await AppModel.open(
                dataDir: dir.path, reducedMotion: reduceMotion, timer: LiveTimer(),
                sinks: EffectSinks(
                    sound: sounds.play, haptic: haptics.play, announce: announcer.announce))
            announcer.words = { [weak model] in model?.words() }
            return .ready(model)
        } catch {
            return .failed(launchFailureText(error))
        }
    }
}

/// The app from its first frame: the cotton ground while the store opens off the main thread,
/// then the app, or why the store could not be opened.
public struct LaunchView: View {
    @State private var launch: Launch?

    public init() {}

    public var body: some View {
        Group {
            switch launch {
            case .ready(let model): DhayamRootView(model: model)
            case .failed(let reason): LaunchFailureView(reason: reason)
            case nil: Color(argb: appColours().background).ignoresSafeArea()
            }
        }
        .task {
            if launch == nil {
                launch = await Launch.start()
            }
        }
    }
}

/// Shown instead of the app when the store can't be opened: the core's words for why.
public struct LaunchFailureView: View {
    let reason: DhayamCore.Text

    public init(reason: DhayamCore.Text) {
        self.reason = reason
    }

    public var body: some View {
        let strings = Strings.bundle(
            .main, code: Strings.code(for: .system, preferred: Locale.preferredLanguages))
        VStack(spacing: 16) {
            Image(systemName: "exclamationmark.triangle").font(.largeTitle)
            Text(strings("error_title")).font(.title2.bold())
            Text(Words(strings: strings)(reason)).font(.callout).multilineTextAlignment(.center)
        }
        .padding()
    }
}
#endif
