// The view model calls the core on its worker thread alone, never on the caller's (the main
// thread on a phone), and the worker takes intents in the order they were sent.
package com.dhayam.model

import com.dhayam.bindings.AppHandle
import com.dhayam.bindings.AppHandleInterface
import com.dhayam.core.AppIntent
import com.dhayam.core.ScreenView
import com.dhayam.core.SettingChange
import java.lang.reflect.InvocationTargetException
import java.lang.reflect.Proxy
import java.util.Collections
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test

@OptIn(ExperimentalCoroutinesApi::class)
class CoreWorkerTest {
    /** Every call that reached the core: the method, its argument, and the thread it ran on. */
    private class Call(val method: String, val argument: Any?, val thread: String)

    /** [app] behind a recorder of every call made to it. */
    private fun recorded(app: AppHandle, calls: MutableList<Call>): AppHandleInterface =
        Proxy.newProxyInstance(AppHandleInterface::class.java.classLoader, arrayOf(AppHandleInterface::class.java)) { _, method, args ->
            calls += Call(method.name, args?.firstOrNull(), Thread.currentThread().name)
            try {
                method.invoke(app, *(args ?: emptyArray()))
            } catch (e: InvocationTargetException) {
                throw e.targetException
            }
        } as AppHandleInterface

    // viewModelScope needs a main dispatcher; here it is a plain one, as the caller's thread is
    // the test's: what matters is that no core call runs there.
    @BeforeEach
    fun main() = Dispatchers.setMain(Dispatchers.Default)

    @AfterEach
    fun reset() = Dispatchers.resetMain()

    @Test
    fun `the core is called on its worker alone, and intents reach it in the order sent`() {
        val app = AppHandle.open(newDir(), false)
        val calls = Collections.synchronizedList(mutableListOf<Call>())
        val vm = AppViewModel(recorded(app, calls), { 1uL })
        val sent = buildList {
            add(AppIntent.OpenSettings)
            repeat(200) { add(AppIntent.ChangeSetting(SettingChange.Sound(it % 2 == 0))) }
            add(AppIntent.Home)
        }
        sent.forEach(vm::send)
        // Wait for the worker to take them all: the view turns Home only after the last.
        val deadline = System.nanoTime() + 60_000_000_000
        while (vm.view.value.screen !is ScreenView.Home || synchronized(calls) { calls.count { it.method == "intent" } } < sent.size) {
            check(System.nanoTime() < deadline) { "the worker did not take every intent" }
            Thread.sleep(5)
        }
        val taken = synchronized(calls) { calls.toList() }
        val threads = taken.map { it.thread }.toSet()
        assertEquals(setOf(CORE_THREAD), threads, "every call to the core ran on its worker: $threads")
        assertEquals(sent, taken.filter { it.method == "intent" }.map { it.argument }, "the intents in the order sent")
        assertTrue(taken.any { it.method == "view" }, "the views were read there too")
        app.close()
    }
}
