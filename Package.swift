// swift-tools-version: 6.0
import PackageDescription

// ControlKit: portable, fully drawn UI controls.
//
// The portable core (`ControlKit`) and the test helpers (`ControlKitTesting`) build on
// every platform. The cairo backend, the snapshot helpers, the gallery and the Linux
// tests are added on Linux only, so an Apple app that adds this package never needs
// cairo or pango.

var products: [Product] = [
    .library(name: "ControlKit", targets: ["ControlKit"]),
    .library(name: "ControlKitTesting", targets: ["ControlKitTesting"]),
    // Apple platforms; their files are gated by `#if canImport(UIKit)` and empty elsewhere.
    .library(name: "ControlKitUIKit", targets: ["ControlKitUIKit"]),
    .library(name: "ControlKitSwiftUI", targets: ["ControlKitSwiftUI"]),
]

var targets: [Target] = [
    .target(name: "ControlKit", resources: [.process("Resources")]),
    .target(name: "ControlKitTesting", dependencies: ["ControlKit"]),
    .target(name: "ControlKitUIKit", dependencies: ["ControlKit"]),
    .target(name: "ControlKitSwiftUI", dependencies: ["ControlKit", "ControlKitUIKit"]),
    .target(name: "CAllocationCounter"),
    .executableTarget(name: "controlkit-bench", dependencies: benchDependencies()),
    .testTarget(name: "ControlKitTests", dependencies: ["ControlKit", "ControlKitTesting"]),
]

func benchDependencies() -> [Target.Dependency] {
    #if os(Linux)
        return ["ControlKit", "ControlKitTesting", "ControlKitCairo", "ControlKitGallery", "CAllocationCounter"]
    #else
        return ["ControlKit", "ControlKitTesting", "CAllocationCounter"]
    #endif
}

#if os(Linux)
    products += [
        .library(name: "ControlKitCairo", targets: ["ControlKitCairo"]),
        .library(name: "ControlKitSnapshotTesting", targets: ["ControlKitSnapshotTesting"]),
        .library(name: "ControlKitGTK", targets: ["ControlKitGTK"]),
        .executable(name: "controlkit-gallery", targets: ["controlkit-gallery"]),
    ]
    targets += [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libpixman-1-dev", "libpango1.0-dev"])]
        ),
        .target(name: "ControlKitCairo", dependencies: ["ControlKit", "CCairo"]),
        .target(
            name: "ControlKitSnapshotTesting",
            dependencies: ["ControlKit", "ControlKitCairo"]
        ),
        // Sets FONTCONFIG_FILE to scripts/fonts/fonts.conf before `main` in every process that
        // links it: the tests, the gallery and the bench draw with the project's fonts only.
        .target(name: "CProjectFonts"),
        .target(name: "ControlKitGallery", dependencies: ["ControlKit", "ControlKitCairo", "CProjectFonts"]),
        .systemLibrary(name: "CGtk", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "ControlKitGTK", dependencies: ["ControlKit", "ControlKitCairo", "CCairo", "CGtk"]),
        .executableTarget(
            name: "controlkit-gallery",
            dependencies: ["ControlKitGallery", "ControlKitCairo", "ControlKitGTK", "CGtk"]
        ),
        .testTarget(
            name: "ControlKitSnapshotTests",
            dependencies: [
                "ControlKit", "ControlKitTesting", "ControlKitCairo",
                "ControlKitSnapshotTesting", "ControlKitGallery",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ControlKitGTKTests",
            dependencies: ["ControlKit", "ControlKitTesting", "ControlKitGTK", "CGtk"]
        ),
    ]
#endif

let package = Package(
    name: "ControlKit",
    defaultLocalization: "en",
    // The Apple platform the project compiles for (scripts/ios-check.sh, against Apple's iOS
    // SDK). Linux builds and tests everything else. macOS, Mac Catalyst, tvOS and visionOS
    // are not offered: nothing here compiles for them (tvOS has no UISlider or UIDatePicker).
    platforms: [.iOS(.v15)],
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)
