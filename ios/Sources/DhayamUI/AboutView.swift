// About: tagline, description, support email, website, version and the open-source licences.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct AboutView: View {
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    HStack(spacing: 12) {
                        Emblem(sticks: false).frame(width: 56, height: 56)
                        VStack(alignment: .leading) {
                            Text(strings("app_name")).appFont(.title2, bold: true)
                            Text(strings("about_tagline")).appFont(.subheadline)
                        }
                    }
                    Text(strings("about_description")).appFont(.body)
                    LabeledContent(strings("about_support")) {
                        if let mail = URL(string: "mailto:\(strings("about_email"))") {
                            Link(strings("about_email"), destination: mail)
                        }
                    }
                    LabeledContent(strings("about_website_label")) {
                        if let site = URL(string: strings("about_website")) {
                            Link(strings("about_website"), destination: site)
                        }
                    }
                    Text(strings("about_version", version)).appFont(.footnote).foregroundStyle(.secondary)
                    Text(strings("about_licences")).appFont(.headline, bold: true)
                    Text(strings("about_licences_text")).appFont(.footnote)
                }
                .padding()
            }
        }
        .screenTitle(strings("about_title"))
    }

    private var version: String {
        let info = Bundle.main.infoDictionary
        let short = info?["CFBundleShortVersionString"] as? String ?? "1.0"
        let build = info?["CFBundleVersion"] as? String
        return build.map { "\(short) (\($0))" } ?? short
    }
}
#endif
