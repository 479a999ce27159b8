// The launch screen's words: the core's key for each store-open failure, and the storage line for
// a folder that could not be made, never the error's own text.

import DhayamCore
import DhayamModel
import Foundation
import Testing

@Test func aStoreFromANewerAppAsksForTheUpdate() {
    #expect(keys(launchFailureText(DhayamError.StoreNewerVersion(found: 9, supported: 1))) == ["launch_newer_version"])
}

@Test func aStoreHeldByAnotherCopyAsksToCloseIt() throws {
    let dir = FileManager.default.temporaryDirectory
        .appendingPathComponent("dhayam-launch-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let first = try AppHandle.open(dataDir: dir, reducedMotion: false)
    #expect(throws: DhayamError.self) { _ = try AppHandle.open(dataDir: dir, reducedMotion: false) }
    do {
        _ = try AppHandle.open(dataDir: dir, reducedMotion: false)
    } catch {
        #expect(keys(launchFailureText(error)) == ["launch_in_use"])
    }
    _ = first
}

@Test func aFolderThatCouldNotBeMadeIsStorageThatCannotBeWritten() {
    let error = CocoaError(.fileWriteNoPermission)
    #expect(keys(launchFailureText(error)) == ["launch_unwritable"])
}
