// Opening the core's AppHandle at launch, as plain Kotlin so the JVM tests run it against the
// real core. A damaged store is set aside (kept for a bug report) and a fresh one opened, so a
// damaged file never keeps the app from starting; any other store error — a newer version's
// store, storage that can't be written, a full device, the store open in another copy — is the
// core's words for the player (launchProblem), never the error itself, and nothing is thrown.
// The store is opened on the core thread: the caller waits, but never touches the disk itself.
package com.dhayam.model

import com.dhayam.bindings.AppHandle
import com.dhayam.bindings.DhayamException
import com.dhayam.bindings.launchProblem
import com.dhayam.bindings.setAsideDamagedStore
import com.dhayam.core.Text
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.runBlocking

/** How opening the app's store at launch went. */
sealed interface Launch {
    /** The store is open; [damagedSetAside] says a damaged store was set aside to open it. */
    data class Opened(val app: AppHandle, val damagedSetAside: Boolean) : Launch

    /** The store can't be opened: [text] says what happened and what to do. */
    data class Failed(val text: Text) : Launch
}

/** Opens the store in [dir] (the core's AppHandle, [reducedMotion] the system's setting) on [worker]. */
fun launch(dir: String, reducedMotion: Boolean, worker: CoroutineDispatcher = coreThread): Launch = runBlocking(worker) {
    try {
        try {
            Launch.Opened(AppHandle.open(dir, reducedMotion), damagedSetAside = false)
        } catch (e: DhayamException.StoreCorrupt) {
            setAsideDamagedStore(dir)
            Launch.Opened(AppHandle.open(dir, reducedMotion), damagedSetAside = true)
        }
    } catch (e: DhayamException) {
        Launch.Failed(launchProblem(e))
    }
}
