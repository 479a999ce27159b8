// The iOS app: one window over DhayamUI's root view. Everything else is in the package.

import DhayamUI
import SwiftUI

@main
struct DhayamApp: SwiftUI.App {
    @State private var launch = Launch.start()

    var body: some Scene {
        WindowGroup {
            switch launch {
            case .ready(let model): DhayamRootView(model: model)
            case .failed(let reason): LaunchFailureView(reason: reason)
            }
        }
    }
}
