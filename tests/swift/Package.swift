// swift-tools-version:6.0
// The generated Swift bindings, tested on Linux against the static dhayam-ffi library.
// tests/swift/run.sh assembles this package under target/bindings-tests/swift: this manifest and
// Tests/ from here, Sources/DhayamCore{,FFI}/ from scripts/bindings.sh. DHAYAM_LIB_DIR is the
// folder holding libdhayam_ffi.a (and no .so: the linker would prefer it).
import Foundation
import PackageDescription

let libDir = ProcessInfo.processInfo.environment["DHAYAM_LIB_DIR"] ?? "lib/static"

let package = Package(
    name: "DhayamCoreTests",
    targets: [
        .systemLibrary(name: "DhayamCoreFFI", path: "Sources/DhayamCoreFFI"),
        .target(
            name: "DhayamCore",
            dependencies: ["DhayamCoreFFI"],
            path: "Sources/DhayamCore",
            linkerSettings: [.unsafeFlags(["-L", libDir]), .linkedLibrary("dhayam_ffi")]
        ),
        .testTarget(
            name: "DhayamCoreTests",
            dependencies: ["DhayamCore"],
            path: "Tests/DhayamCoreTests"
        ),
        // The FFI call benchmark (Benchmark/main.swift), run in the release configuration.
        .executableTarget(
            name: "FfiBenchmark",
            dependencies: ["DhayamCore"],
            path: "Benchmark"
        ),
    ]
)
