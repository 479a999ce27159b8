// The one thread that calls the core, for the whole process, as the AppHandle is: the store is
// opened on it and every call of the view model runs on it, one at a time in the order given.
// An intent can write the saved game (an fsync) or wait for Hard's decision, so none of that may
// run on the main thread.
package com.dhayam.model

import java.util.concurrent.Executors
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.asCoroutineDispatcher

/** The name of the thread that calls the core. */
const val CORE_THREAD = "dhayam-core"

/** Runs calls to the core on [CORE_THREAD]: a daemon, so it never keeps the process alive by itself. */
val coreThread: CoroutineDispatcher =
    Executors.newSingleThreadExecutor { Thread(it, CORE_THREAD).apply { isDaemon = true } }.asCoroutineDispatcher()
