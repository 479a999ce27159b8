// Colour as a deuteranope sees it, and how far apart two colours look. Deuteranopia (no working
// green cones, about 1 in 100 men) is simulated with the model of Machado, Oliveira and Fernandes
// (2009), severity 1.0: a 3x3 matrix applied to linear RGB (sRGB decoded first, encoded after).
// Differences are CIEDE2000 (ΔE00) in CIELAB under D65, the standard measure of how different
// two colours look: about 1 is just noticeable side by side, 10 and more is plainly different.
package com.dhayam.colour

import java.awt.image.BufferedImage
import kotlin.math.PI
import kotlin.math.abs
import kotlin.math.atan2
import kotlin.math.cbrt
import kotlin.math.cos
import kotlin.math.exp
import kotlin.math.hypot
import kotlin.math.pow
import kotlin.math.roundToInt
import kotlin.math.sin
import kotlin.math.sqrt

/** An sRGB colour, each channel 0 to 255. */
data class Rgb(val r: Double, val g: Double, val b: Double) {
    override fun toString() = "#%02X%02X%02X".format(r.roundToInt(), g.roundToInt(), b.roundToInt())

    companion object {
        /** From an ARGB int (alpha ignored), as Compose's Color.toArgb() and BufferedImage give. */
        fun of(argb: Int) = Rgb(((argb shr 16) and 0xFF).toDouble(), ((argb shr 8) and 0xFF).toDouble(), (argb and 0xFF).toDouble())
    }
}

/** Machado et al. 2009, deuteranomaly at severity 1.0 (deuteranopia), on linear RGB. */
private val MACHADO_DEUTERANOPIA = arrayOf(
    doubleArrayOf(0.367322, 0.860646, -0.227968),
    doubleArrayOf(0.280085, 0.672501, 0.047413),
    doubleArrayOf(-0.011820, 0.042940, 0.968881),
)

private fun decode(c: Double): Double {
    val v = c / 255.0
    return if (v <= 0.04045) v / 12.92 else ((v + 0.055) / 1.055).pow(2.4)
}

private fun encode(v: Double): Double {
    val c = v.coerceIn(0.0, 1.0)
    return 255.0 * if (c <= 0.0031308) c * 12.92 else 1.055 * c.pow(1 / 2.4) - 0.055
}

/** [colour] as a deuteranope sees it. */
fun deuteranopia(colour: Rgb): Rgb {
    val linear = doubleArrayOf(decode(colour.r), decode(colour.g), decode(colour.b))
    val out = MACHADO_DEUTERANOPIA.map { row -> encode(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]) }
    return Rgb(out[0], out[1], out[2])
}

/** [image] as a deuteranope sees it (each distinct pixel colour simulated once). */
fun deuteranopia(image: BufferedImage): BufferedImage {
    val out = BufferedImage(image.width, image.height, BufferedImage.TYPE_INT_RGB)
    val seen = HashMap<Int, Int>()
    for (y in 0 until image.height) for (x in 0 until image.width) {
        val argb = image.getRGB(x, y) or (0xFF shl 24)
        out.setRGB(x, y, seen.getOrPut(argb) {
            val s = deuteranopia(Rgb.of(argb))
            (s.r.roundToInt() shl 16) or (s.g.roundToInt() shl 8) or s.b.roundToInt()
        })
    }
    return out
}

/** CIELAB L*, a*, b* of [colour] (D65 white). */
fun lab(colour: Rgb): DoubleArray {
    val r = decode(colour.r)
    val g = decode(colour.g)
    val b = decode(colour.b)
    val x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    val y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    val z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    fun f(t: Double) = if (t > 216.0 / 24389.0) cbrt(t) else (24389.0 / 27.0 * t + 16.0) / 116.0
    return doubleArrayOf(116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z)))
}

/** CIEDE2000 colour difference between [p] and [q]. */
fun deltaE2000(p: Rgb, q: Rgb): Double = deltaE2000(lab(p), lab(q))

/** CIEDE2000 difference between two CIELAB colours (Sharma, Wu and Dalal's formulation, 2005). */
fun deltaE2000(p: DoubleArray, q: DoubleArray): Double {
    val (l1, a1, b1) = p.toList()
    val (l2, a2, b2) = q.toList()
    val cBar = (hypot(a1, b1) + hypot(a2, b2)) / 2.0
    val g = 0.5 * (1 - sqrt(cBar.pow(7) / (cBar.pow(7) + 25.0.pow(7))))
    val a1p = (1 + g) * a1
    val a2p = (1 + g) * a2
    val c1p = hypot(a1p, b1)
    val c2p = hypot(a2p, b2)
    fun hue(b: Double, a: Double) = if (b == 0.0 && a == 0.0) 0.0 else (Math.toDegrees(atan2(b, a)) + 360.0) % 360.0
    val h1p = hue(b1, a1p)
    val h2p = hue(b2, a2p)
    val dLp = l2 - l1
    val dCp = c2p - c1p
    val dhp = when {
        c1p * c2p == 0.0 -> 0.0
        abs(h2p - h1p) <= 180 -> h2p - h1p
        h2p - h1p > 180 -> h2p - h1p - 360
        else -> h2p - h1p + 360
    }
    val dHp = 2 * sqrt(c1p * c2p) * sin(Math.toRadians(dhp / 2))
    val lBarP = (l1 + l2) / 2
    val cBarP = (c1p + c2p) / 2
    val hBarP = when {
        c1p * c2p == 0.0 -> h1p + h2p
        abs(h1p - h2p) <= 180 -> (h1p + h2p) / 2
        h1p + h2p < 360 -> (h1p + h2p + 360) / 2
        else -> (h1p + h2p - 360) / 2
    }
    val t = 1 - 0.17 * cos(Math.toRadians(hBarP - 30)) + 0.24 * cos(Math.toRadians(2 * hBarP)) +
        0.32 * cos(Math.toRadians(3 * hBarP + 6)) - 0.20 * cos(Math.toRadians(4 * hBarP - 63))
    val dTheta = 30 * exp(-((hBarP - 275) / 25).pow(2))
    val rC = 2 * sqrt(cBarP.pow(7) / (cBarP.pow(7) + 25.0.pow(7)))
    val sL = 1 + 0.015 * (lBarP - 50).pow(2) / sqrt(20 + (lBarP - 50).pow(2))
    val sC = 1 + 0.045 * cBarP
    val sH = 1 + 0.015 * cBarP * t
    val rT = -sin(2 * dTheta * PI / 180) * rC
    return sqrt((dLp / sL).pow(2) + (dCp / sC).pow(2) + (dHp / sH).pow(2) + rT * (dCp / sC) * (dHp / sH))
}
