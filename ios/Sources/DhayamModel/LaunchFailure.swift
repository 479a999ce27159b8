// Why the app could not start, as the core words it: the launch screen says this Text, never the
// error itself. The core's store errors are worded by the core (launchProblem); a failure before
// the core is reached (the app's folder in Application Support could not be made) is storage that
// can't be written, and is worded as that.

import DhayamCore
import Foundation

/// The player's words for `error`, the failure that kept the app from opening its store.
public func launchFailureText(_ error: Error) -> Text {
    if let error = error as? DhayamError {
        return launchProblem(error: error)
    }
    return launchProblem(error: .StoreUnwritable(path: "", detail: String(describing: error)))
}
