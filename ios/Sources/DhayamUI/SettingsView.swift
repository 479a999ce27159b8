// Settings, as the core stores them: sound effects, haptics, auto-roll, quick undo, the
// legal-move ring, the language, and Clear saved game (the core asks first; its question shows
// over every screen). Each change is a setting change for the core. Reduced motion has no
// switch: it follows the system.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct SettingsView: View {
    let settings: Settings
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(spacing: 0) {
            Form {
                Section(strings("settings_section_feedback")) {
                    toggle("settings_sound", settings.sound) { .sound(on: $0) }
                    toggle("settings_haptics", settings.haptics) { .haptics(on: $0) }
                }
                Section(strings("settings_section_play")) {
                    toggle("settings_auto_roll", settings.autoRoll) { .autoRoll(on: $0) }
                    toggle("settings_quick_undo", settings.quickUndo) { .quickUndo(on: $0) }
                    toggle("settings_legal_move_ring", settings.legalMoveRing) { .legalMoveRing(on: $0) }
                }
                Section {
                    Picker(strings("settings_language"), selection: Binding(
                        get: { settings.language },
                        set: { model.change(.language(language: $0)) })
                    ) {
                        ForEach(Language.all, id: \.self) { language in
                            Text(strings(language.nameKey)).tag(language)
                        }
                    }
                    Text(strings("settings_reduced_motion")).appFont(.footnote).foregroundStyle(.secondary)
                }
                Section(strings("settings_section_saved")) {
                    Button(strings("settings_reset_saved"), role: .destructive) {
                        model.send(.clearSavedGame)
                    }
                }
            }
        }
        .screenTitle(strings("settings_title"))
    }

    /// A setting's switch with its one-line explanation (`KEY_detail`).
    private func toggle(
        _ key: String, _ on: Bool, _ change: @escaping @Sendable (Bool) -> SettingChange
    ) -> some View {
        Toggle(isOn: Binding(get: { on }, set: { model.change(change($0)) })) {
            VStack(alignment: .leading, spacing: 2) {
                Text(strings(key)).appFont(.body)
                Text(strings(key + "_detail")).appFont(.caption).foregroundStyle(.secondary)
            }
        }
    }
}
#endif
