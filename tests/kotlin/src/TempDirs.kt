// Temporary folders for the tests' stores, removed with everything in them when the JVM exits,
// so that runs of the suite do not pile folders up in the system's temporary directory.
package com.dhayam.tests

import java.io.File
import java.nio.file.Files
import java.util.concurrent.ConcurrentLinkedQueue

private val made = ConcurrentLinkedQueue<File>().also { dirs ->
    Runtime.getRuntime().addShutdownHook(Thread { dirs.forEach { it.deleteRecursively() } })
}

/** A new temporary folder named from [prefix], removed when the JVM exits. */
fun tempStoreDir(prefix: String): String =
    Files.createTempDirectory(prefix).toFile().also { made.add(it) }.path
