// Settings: sound effects, haptics, auto-roll, quick undo, the legal-move ring, the language,
// and Reset Saved Game. Each change is stored by the core at once. Reduced motion has no switch:
// it follows the system.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct SettingsView: View {
    let model: AppModel
    @Environment(\.strings) private var strings
    @State private var confirmReset = false
    @State private var resetResult: String?

    var body: some View {
        VStack(spacing: 0) {
            ScreenHeader(title: strings("settings_title")) { model.show(.home) }
            Form {
                Section(strings("settings_section_feedback")) {
                    toggle("settings_sound", \.sound)
                    toggle("settings_haptics", \.haptics)
                }
                Section(strings("settings_section_play")) {
                    toggle("settings_auto_roll", \.autoRoll)
                    toggle("settings_quick_undo", \.quickUndo)
                    toggle("settings_legal_move_ring", \.legalMoveRing)
                }
                Section {
                    Picker(strings("settings_language"), selection: Binding(
                        get: { model.settings.language },
                        set: { language in model.updateSettings { $0.language = language } })
                    ) {
                        ForEach(Language.all, id: \.self) { language in
                            Text(strings(language.nameKey)).tag(language)
                        }
                    }
                    Text(strings("settings_reduced_motion")).appFont(.footnote).foregroundStyle(.secondary)
                }
                Section(strings("settings_section_saved")) {
                    Button(strings("settings_reset_saved"), role: .destructive) { confirmReset = true }
                    if let resetResult {
                        Text(resetResult).appFont(.footnote)
                    }
                }
            }
        }
        .confirmationDialog(
            strings("settings_reset_saved"), isPresented: $confirmReset, titleVisibility: .visible
        ) {
            Button(strings("settings_reset_confirm_yes"), role: .destructive) {
                resetResult = strings(model.resetSavedGame() ? "settings_reset_done" : "settings_reset_nothing")
            }
            Button(strings("cancel"), role: .cancel) {}
        } message: {
            Text(strings("settings_reset_confirm"))
        }
    }

    /// A setting's switch with its one-line explanation (`KEY_detail`).
    private func toggle(_ key: String, _ setting: WritableKeyPath<Settings, Bool>) -> some View {
        Toggle(isOn: Binding(
            get: { model.settings[keyPath: setting] },
            set: { on in model.updateSettings { $0[keyPath: setting] = on } })
        ) {
            VStack(alignment: .leading, spacing: 2) {
                Text(strings(key)).appFont(.body)
                Text(strings(key + "_detail")).appFont(.caption).foregroundStyle(.secondary)
            }
        }
    }
}
#endif
