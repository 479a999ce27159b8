// The Dhayam app. Before compiling, Gradle builds the Rust core (../../bindings, crate dhayam-ffi)
// with cargo-ndk for the three ABIs phones and emulators use, and generates its Kotlin bindings
// with UniFFI from one of those libraries (the bindings check a checksum against the library
// they load, so they are always generated from the one being packaged). The unit tests run the
// view models against a host build of the same library through JNA.
//
// cargo is found the way rustup installs it: the CARGO environment variable or Gradle property
// `dhayam.cargo` if set, else ~/.cargo/bin/cargo (or $CARGO_HOME/bin/cargo) when it exists, else
// `cargo` on the PATH. Android Studio started from a desktop has no ~/.cargo/bin on its PATH.
import org.gradle.api.tasks.Exec
import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.compose)
}

val repoRoot: File = rootProject.projectDir.parentFile
val rustOut = layout.buildDirectory.dir("rust")
val jniLibsDir = rustOut.map { it.dir("jniLibs") }
val bindingsDir = rustOut.map { it.dir("kotlin") }
val abis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

val cargo: String = run {
    val chosen = providers.environmentVariable("CARGO").orNull ?: providers.gradleProperty("dhayam.cargo").orNull
    val cargoHome = providers.environmentVariable("CARGO_HOME").orNull
        ?: File(System.getProperty("user.home"), ".cargo").path
    val rustup = File(cargoHome, "bin/cargo")
    chosen ?: if (rustup.canExecute()) rustup.path else "cargo"
}

android {
    namespace = "com.dhayam"
    compileSdk = 36

    defaultConfig {
        applicationId = "com.dhayam"
        minSdk = 26
        targetSdk = 36
        versionCode = 1
        versionName = "1.0.0"
        ndk { abiFilters += abis }
    }

    // The upload key comes from the environment (scripts/release-android.sh): never from the
    // repository. Without it the release build is left unsigned, and Play refuses it.
    val uploadKey = providers.environmentVariable("DHAYAM_UPLOAD_KEYSTORE").orNull
    signingConfigs {
        if (uploadKey != null) {
            create("upload") {
                storeFile = file(uploadKey)
                storePassword = providers.environmentVariable("DHAYAM_UPLOAD_KEYSTORE_PASSWORD").get()
                keyAlias = providers.environmentVariable("DHAYAM_UPLOAD_KEY_ALIAS").get()
                keyPassword = providers.environmentVariable("DHAYAM_UPLOAD_KEY_PASSWORD").get()
            }
        }
    }

    buildTypes {
        release {
            if (uploadKey != null) signingConfig = signingConfigs.getByName("upload")
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    buildFeatures {
        compose = true
        buildConfig = true
    }
    androidResources {
        // Per-app language (Settings > Language) from res/xml/locales_config.xml.
        generateLocaleConfig = false
    }
    sourceSets["main"].jniLibs.srcDir(jniLibsDir)
    sourceSets["main"].java.srcDir(bindingsDir)
    testOptions { unitTests.isReturnDefaultValues = true }
}

kotlin {
    compilerOptions { jvmTarget = JvmTarget.JVM_17 }
}

/** cargo-ndk: the core for every ABI into build/rust/jniLibs/<abi>/libdhayam_ffi.so. */
val cargoNdk by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds dhayam-ffi for ${abis.joinToString()} with cargo-ndk."
    workingDir = repoRoot
    inputs.dir(repoRoot.resolve("core/src"))
    inputs.dir(repoRoot.resolve("bindings/src"))
    outputs.dir(jniLibsDir)
    commandLine(
        listOf(cargo, "ndk", "--platform", "26") + abis.flatMap { listOf("-t", it) } +
            listOf("-o", jniLibsDir.get().asFile.path, "build", "--release", "--locked", "-p", "dhayam-ffi"),
    )
}

/**
 * The Kotlin bindings (the core's types in package com.dhayam.core, the handle over them in
 * com.dhayam.bindings), generated from the arm64 library just built.
 */
val uniffiBindings by tasks.registering(Exec::class) {
    group = "rust"
    description = "Generates the Kotlin bindings of dhayam-ffi with uniffi-bindgen."
    dependsOn(cargoNdk)
    workingDir = repoRoot
    inputs.dir(jniLibsDir)
    outputs.dir(bindingsDir)
    commandLine(
        cargo, "run", "--locked", "--profile", "generator", "-p", "uniffi-bindgen", "--", "generate", "--no-format",
        "-l", "kotlin", "-o", bindingsDir.get().asFile.path,
        jniLibsDir.get().file("arm64-v8a/libdhayam_ffi.so").asFile.path,
    )
}

/** The host library for the JVM unit tests (JNA loads it from target/release). */
val cargoHost by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds dhayam-ffi for this machine, for the unit tests."
    workingDir = repoRoot
    commandLine(cargo, "build", "--release", "--locked", "-p", "dhayam-ffi")
}

tasks.named("preBuild") { dependsOn(uniffiBindings) }

tasks.withType<Test>().configureEach {
    useJUnitPlatform()
    dependsOn(cargoHost)
    systemProperty("jna.library.path", repoRoot.resolve("target/release").path)
}

dependencies {
    val composeBom = platform(libs.androidx.compose.bom)
    implementation(composeBom)
    implementation(libs.androidx.compose.ui)
    implementation(libs.androidx.compose.foundation)
    implementation(libs.androidx.compose.material3)
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.appcompat)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(libs.androidx.lifecycle.runtime.compose)
    implementation(libs.kotlinx.coroutines.android)
    // The generated bindings call the core through JNA; the AAR carries its native parts.
    implementation("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")
    debugImplementation(libs.androidx.compose.ui.tooling)

    // Unit tests: the desktop JNA jar loads the host build of the core.
    testImplementation(libs.jna)
    testImplementation(libs.junit.jupiter)
    testImplementation(libs.kotlinx.coroutines.test)
    testRuntimeOnly(libs.junit.platform.launcher)
}
