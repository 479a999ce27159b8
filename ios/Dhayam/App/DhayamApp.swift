// The iOS app: one window over DhayamUI's launch view. Everything else is in the package.

import DhayamUI
import SwiftUI

@main
struct DhayamApp: SwiftUI.App {
    var body: some Scene {
        WindowGroup {
            LaunchView()
        }
    }
}
