#!/usr/bin/env python3
"""The Android catalog (android/gradle/libs.versions.toml) as the JVM checks' one source of versions.

    versions.py env             shell assignments for tests/toolchain.sh and tests/android/run.sh
    versions.py pom OUT         writes the classpath pom (tests/android/pom.xml, its @names@ filled)
    versions.py check           checks the catalog's Compose BOM against its row in
                                compose-desktop.tsv and that row against Maven Central's metadata,
                                and that the check fails where they disagree; prints
                                `versions: N passed, M failed`

The JVM checks compile the Compose screens against Compose Multiplatform's desktop artifacts;
they test what ships only when those carry the same Compose and Material3 as the catalog's BOM,
and when kotlinc is the catalog's Kotlin. Maven Central's files are cached under the cache dir."""
import json
import os
import pathlib
import re
import sys
import tempfile
import tomllib
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[2]
CATALOG = ROOT / "android/gradle/libs.versions.toml"
TABLE = ROOT / "tests/android/compose-desktop.tsv"
POM_TEMPLATE = ROOT / "tests/android/pom.xml"
CENTRAL = "https://repo1.maven.org/maven2"
CACHE = pathlib.Path(os.environ.get("XDG_CACHE_HOME", pathlib.Path.home() / ".cache")) / "dhayam/maven-metadata"


class Disagreement(Exception):
    """The catalog, the pairing table and Maven Central do not say the same thing."""


def catalog(path=CATALOG):
    return tomllib.loads(path.read_text())["versions"]


def pairing(bom, table=TABLE):
    for line in table.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            row = dict(zip(["bom", "compose", "material3", "cmp", "cmp_material3"], line.split("\t")))
            if row["bom"] == bom:
                return row
    raise Disagreement(f"the catalog's Compose BOM {bom} has no row in {table.name}: add the Compose "
                       "Multiplatform release that carries its Compose and Material3")


def central(path):
    """One file of Maven Central, cached (release files never change)."""
    cached = CACHE / path
    if not cached.exists():
        with urllib.request.urlopen(f"{CENTRAL}/{path}", timeout=60) as response:
            data = response.read()
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(".partial")
        partial.write_bytes(data)
        partial.rename(cached)
    return cached.read_text()


def pom_version(pom, artifact):
    """The version a pom's dependencyManagement (or dependencies) gives ARTIFACT."""
    match = re.search(rf"<artifactId>{re.escape(artifact)}</artifactId>\s*<version>([^<]+)</version>", pom)
    return match.group(1) if match else None


def android_requirement(module_json, group, artifact):
    """The version the Android variants of a Gradle module file require of group:artifact."""
    module = json.loads(module_json)
    for variant in module["variants"]:
        if "android" in variant["name"].lower() or "release" in variant["name"].lower():
            for dependency in variant.get("dependencies", []):
                if dependency["group"] == group and dependency["module"] == artifact:
                    return dependency["version"]["requires"]
    return None


def check_row(row, fetch=central):
    """Raises Disagreement unless Maven Central's files say what ROW says."""
    bom = fetch(f"androidx/compose/compose-bom/{row['bom']}/compose-bom-{row['bom']}.pom")
    said = {"compose": pom_version(bom, "ui"), "material3": pom_version(bom, "material3")}
    problems = [f"the BOM {row['bom']} has {name} {said[name]}, the table says {row[name]}"
                for name in said if said[name] != row[name]]
    cmp_ui = fetch(f"org/jetbrains/compose/ui/ui-android/{row['cmp']}/ui-android-{row['cmp']}.module")
    carried = android_requirement(cmp_ui, "androidx.compose.ui", "ui")
    if carried != row["compose"]:
        problems.append(f"Compose Multiplatform {row['cmp']} carries Compose {carried}, not {row['compose']}")
    cmp_m3 = fetch(f"org/jetbrains/compose/material3/material3/{row['cmp_material3']}/"
                   f"material3-{row['cmp_material3']}.module")
    carried = android_requirement(cmp_m3, "androidx.compose.material3", "material3")
    if carried != row["material3"]:
        problems.append(f"Compose Multiplatform material3 {row['cmp_material3']} carries Material3 "
                        f"{carried}, not {row['material3']}")
    if problems:
        raise Disagreement("; ".join(problems))


def skiko(row, fetch=central):
    """The skiko the desktop UI release was built with (its native runtime must be the same)."""
    pom = fetch(f"org/jetbrains/compose/ui/ui-desktop/{row['cmp']}/ui-desktop-{row['cmp']}.pom")
    return pom_version(pom, "skiko-awt")


def values(path=CATALOG):
    versions = catalog(path)
    row = pairing(versions["composeBom"])
    return {
        "kotlin": versions["kotlin"], "jna": versions["jna"], "junit": versions["junit"],
        "coroutines": versions["coroutines"], "lifecycle": versions["lifecycle"],
        "compose_bom": row["bom"], "compose": row["compose"], "material3": row["material3"],
        "cmp": row["cmp"], "cmp_material3": row["cmp_material3"], "skiko": skiko(row),
    }


def refused(what, attempt):
    """A failing case of the check: ATTEMPT must raise Disagreement."""
    try:
        attempt()
    except Disagreement as error:
        print(f"versions: ok, {what} is refused: {error}")
        return True
    print(f"versions: FAIL, {what} passed the check")
    return False


def check():
    """The catalog agrees with the table and the table with Maven Central; and the two ways they
    can disagree are refused. Returns (passed, failed)."""
    versions = catalog()
    results = []
    try:
        row = pairing(versions["composeBom"])
        check_row(row)
        print(f"versions: catalog Kotlin {versions['kotlin']}, Compose BOM {row['bom']} = Compose "
              f"{row['compose']} + Material3 {row['material3']}; compiled here against Compose "
              f"Multiplatform {row['cmp']} + material3 {row['cmp_material3']} (skiko {skiko(row)}), "
              f"as Maven Central's files say")
        results.append(True)
    except Disagreement as error:
        print(f"versions: FAIL, the JVM checks and the catalog disagree: {error}")
        results.append(False)
        row = None
    with tempfile.TemporaryDirectory() as tmp:
        older = pathlib.Path(tmp) / "libs.versions.toml"
        older.write_text(CATALOG.read_text().replace(versions["composeBom"], "2024.12.01"))
        results.append(refused("a catalog whose BOM has no row", lambda: pairing(catalog(older)["composeBom"])))
    if row:
        wrong = dict(row, material3="1.3.1")
        results.append(refused("a row naming another Material3", lambda: check_row(wrong)))
    return results.count(True), results.count(False)


def main(argv):
    command = argv[1] if len(argv) > 1 else "check"
    if command == "env":
        for name, value in values().items():
            print(f"CATALOG_{name.upper()}={value}")
    elif command == "pom":
        text = POM_TEMPLATE.read_text()
        for name, value in values().items():
            text = text.replace(f"@{name}@", value)
        leftover = re.findall(r"@[a-z_0-9]+@", text)
        if leftover:
            raise SystemExit(f"versions: the pom names versions the catalog has not: {leftover}")
        pathlib.Path(argv[2]).write_text(text)
    elif command == "check":
        passed, failed = check()
        print(f"versions: {passed} passed, {failed} failed")
        return 1 if failed else 0
    else:
        raise SystemExit(__doc__)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except Disagreement as error:
        sys.exit(f"versions: the JVM checks and the catalog disagree: {error}")
