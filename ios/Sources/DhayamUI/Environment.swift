// What every screen reads from the environment: the app's text in the chosen language (names
// by key, and the core's sentences through Words), the model to send intents to, and the app's
// typeface (Dhayam: Noto Sans Tamil merged with Noto Sans's Latin by scripts/fonts.py, the same
// files as Android's), registered through UIAppFonts.

#if canImport(SwiftUI)
import SwiftUI
import DhayamCore
import DhayamModel

// The core's names that SwiftUI also has: here a name means SwiftUI's, the core's is qualified.
typealias Text = SwiftUI.Text
typealias Link = SwiftUI.Link
typealias Settings = DhayamCore.Settings
typealias CoreText = DhayamCore.Text

private struct StringsKey: EnvironmentKey {
    static let defaultValue = Strings(code: "en", lookup: { _ in nil })
}

private struct WordsKey: EnvironmentKey {
    static let defaultValue = Words(strings: Strings(code: "en", lookup: { _ in nil }))
}

extension EnvironmentValues {
    /// The app's text in the language of the settings.
    var strings: Strings {
        get { self[StringsKey.self] }
        set { self[StringsKey.self] = newValue }
    }

    /// The core's sentences in that language.
    var words: Words {
        get { self[WordsKey.self] }
        set { self[WordsKey.self] = newValue }
    }
}

extension AppModel {
    /// The app's text in the stored language (or the system's), from the main bundle; made
    /// again only when the language changes.
    func words() -> Words {
        let code = Strings.code(for: language, preferred: Locale.preferredLanguages)
        if let cached = WordsCache.entry, cached.key == code {
            return cached.words
        }
        let words = Words(strings: .bundle(.main, code: code))
        WordsCache.entry = (code, words)
        return words
    }
}

@MainActor
private enum WordsCache {
    static var entry: (key: String, words: Words)?
}

/// The app's fonts, scaled with Dynamic Type.
enum AppFont {
    static func of(_ style: Font.TextStyle, bold: Bool = false, code: String) -> Font {
        // One font carries both scripts, so English and Tamil share one design.
        .custom("Dhayam-\(bold ? "Bold" : "Regular")", size: size(style), relativeTo: style)
    }

    private static func size(_ style: Font.TextStyle) -> CGFloat {
        switch style {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption, .caption2: 12
        default: 17
        }
    }
}

extension View {
    /// The app's font for `style` in the language on screen.
    func appFont(_ style: Font.TextStyle, bold: Bool = false) -> some View {
        modifier(AppFontModifier(style: style, bold: bold))
    }
}

private struct AppFontModifier: ViewModifier {
    let style: Font.TextStyle
    let bold: Bool
    @Environment(\.strings) private var strings

    func body(content: Content) -> some View {
        content.font(AppFont.of(style, bold: bold, code: strings.code))
    }
}

extension View {
    /// A screen pushed over Home: its title in the navigation bar, whose Back button (and the
    /// edge swipe) goes back Home through the core (RootView's stack).
    func screenTitle(_ title: String) -> some View {
        navigationTitle(title)
        #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
        #endif
    }

    /// No navigation bar (Home, the game, which draw their own titles). macOS has none to hide.
    @ViewBuilder func withoutNavigationBar() -> some View {
        #if os(iOS)
            toolbar(.hidden, for: .navigationBar)
        #else
            self
        #endif
    }
}

extension View {
    /// A choice among a few: segmented, but a menu at the accessibility text sizes, where a
    /// segment's words would be cut short.
    func segmentedUnlessLargeText() -> some View {
        modifier(SegmentedUnlessLargeText())
    }
}

private struct SegmentedUnlessLargeText: ViewModifier {
    @Environment(\.dynamicTypeSize) private var size

    func body(content: Content) -> some View {
        if size.isAccessibilitySize {
            content.pickerStyle(.menu)
        } else {
            content.pickerStyle(.segmented)
        }
    }
}
#endif
