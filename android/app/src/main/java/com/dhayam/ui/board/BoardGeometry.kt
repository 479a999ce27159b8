// Where things are on a board drawn in a given area: the core's layout is in board units (one
// unit per square); this fits it, aspect kept, into pixels, and maps taps back to squares and
// homes. Everything the board draws and every tap it takes goes through one BoardGeometry, so
// the picture and the touch targets can't drift apart.
package com.dhayam.ui.board

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import com.dhayam.core.BoardLayout
import com.dhayam.core.GameKind
import com.dhayam.core.Point
import com.dhayam.core.Square
import com.dhayam.core.SquareKind
import kotlin.math.abs
import kotlin.math.min

/** Radius of a home circle, in board units: it must hold a pile of waiting coins. */
internal fun homeRadius(layout: BoardLayout): Float = if (layout.game == GameKind.DHAYAM) 0.95f else 0.9f

/** The embroidered (or chalked) border round the squares, in board units. */
internal const val BORDER = 0.55f

/**
 * Paramapadam's tokens wait off the board; the core gives no home for them, so the screen keeps
 * a strip below square 1 where they stand before entering.
 */
internal fun startStrip(layout: BoardLayout): Rect? {
    if (layout.game != GameKind.PARAMAPADAM) return null
    val squares = squaresBounds(layout)
    return Rect(squares.left, squares.bottom + 0.25f, squares.right, squares.bottom + 1.25f)
}

/** The box round every square, in board units. */
private fun squaresBounds(layout: BoardLayout): Rect = layout.squares
    .map { it.rect() }
    .reduce { a, b -> Rect(min(a.left, b.left), min(a.top, b.top), maxOf(a.right, b.right), maxOf(a.bottom, b.bottom)) }

/** The square's box in board units (the Oval's box round its ellipse). */
internal fun Square.rect(): Rect =
    Rect(centre.x - size.x / 2f, centre.y - size.y / 2f, centre.x + size.x / 2f, centre.y + size.y / 2f)

/** Everything the board draws, in board units: squares, homes, start strip and border. */
internal fun boardBounds(layout: BoardLayout): Rect {
    var box = squaresBounds(layout)
    val r = homeRadius(layout)
    for (home in layout.homes) {
        box = Rect(
            min(box.left, home.x - r), min(box.top, home.y - r),
            maxOf(box.right, home.x + r), maxOf(box.bottom, home.y + r),
        )
    }
    startStrip(layout)?.let { box = Rect(box.left, box.top, box.right, maxOf(box.bottom, it.bottom)) }
    return box.inflate(BORDER)
}

/** Width over height of the drawn board. */
fun boardAspect(layout: BoardLayout): Float = boardBounds(layout).let { it.width / it.height }

/** The board fitted into [canvas] pixels, centred, aspect kept. */
class BoardGeometry(val layout: BoardLayout, canvas: Size) {
    /** The drawn area in board units. */
    val bounds: Rect = boardBounds(layout)

    /** Pixels per board unit. */
    val unit: Float = min(canvas.width / bounds.width, canvas.height / bounds.height)

    private val origin = Offset(
        (canvas.width - bounds.width * unit) / 2f - bounds.left * unit,
        (canvas.height - bounds.height * unit) / 2f - bounds.top * unit,
    )

    /** A point in board units, in pixels. */
    fun px(x: Float, y: Float): Offset = Offset(origin.x + x * unit, origin.y + y * unit)

    /** A point of the layout, in pixels. */
    fun px(p: Point): Offset = px(p.x, p.y)

    /** A rectangle in board units, in pixels. */
    fun px(r: Rect): Rect = Rect(px(r.left, r.top), px(r.right, r.bottom))

    /** A pixel position in board units. */
    fun toBoard(at: Offset): Offset = Offset((at.x - origin.x) / unit, (at.y - origin.y) / unit)

    /** The square by id (Paramapadam's ids start at 1, the cloth board's Oval is 0). */
    fun square(id: UInt): Square? = layout.squares.firstOrNull { it.id == id }

    /**
     * The square under a tap at [at] pixels: the one whose centre is nearest, if the tap is
     * within it or near enough for a finger (three quarters of a square); the Oval and the 7x7
     * centre by their own shape.
     */
    fun squareAt(at: Offset): UInt? {
        val p = toBoard(at)
        layout.squares.firstOrNull { it.kind == SquareKind.OVAL }?.let { oval ->
            val dx = (p.x - oval.centre.x) / (oval.size.x / 2f)
            val dy = (p.y - oval.centre.y) / (oval.size.y / 2f)
            if (dx * dx + dy * dy <= 1f) return oval.id
        }
        val nearest = layout.squares.filter { it.kind != SquareKind.OVAL }.minByOrNull {
            val dx = it.centre.x - p.x
            val dy = it.centre.y - p.y
            dx * dx + dy * dy
        } ?: return null
        val near = abs(nearest.centre.x - p.x) <= 0.75f && abs(nearest.centre.y - p.y) <= 0.75f
        return nearest.id.takeIf { near }
    }

    /** Whether a tap at [at] pixels falls on the home of [seat] (Paramapadam: the start strip). */
    fun isHome(at: Offset, seat: UInt): Boolean {
        val p = toBoard(at)
        startStrip(layout)?.let { return it.inflate(0.2f).contains(p) }
        val home = layout.homes.getOrNull(seat.toInt()) ?: return false
        val r = homeRadius(layout) * 1.15f
        val dx = p.x - home.x
        val dy = p.y - home.y
        return dx * dx + dy * dy <= r * r
    }
}
