#!/usr/bin/env python3
"""Ties the app's package product to the local package in the project XcodeGen writes.

XcodeGen writes each product of a local package (an XCSwiftPackageProductDependency) without the
`package = <id>;` reference to its XCLocalSwiftPackageReference, which remote packages' products
get. `xcodebuild` finds the product by name anyway, but Xcode 26 does not and reports "Missing
package product 'DhayamUI'". project.yml runs this after every `xcodegen generate` (its
postGenCommand, from ios/): each product dependency without a package gets the project's one
local package. It changes nothing in a project already tied, and refuses a project with more than
one local package, where the product's package can't be told from the file.

    ios/scripts/link_local_package.py [ios/Dhayam.xcodeproj/project.pbxproj]
"""
import re
import sys
from pathlib import Path

LOCAL = re.compile(
    r"^\s*([0-9A-F]{24}) /\* (XCLocalSwiftPackageReference \"[^\"]*\") \*/ = \{", re.M)
PRODUCT = re.compile(
    r"(^([ \t]*)[0-9A-F]{24} /\* [^*]* \*/ = \{\n\s*isa = XCSwiftPackageProductDependency;\n)"
    r"((?:(?!\s*\};).*\n)*?)(\s*\};)", re.M)


def link(text: str) -> tuple[str, int]:
    """The project with every unbacked product tied to the local package, and how many were."""
    locals_ = LOCAL.findall(text)
    if len(locals_) != 1:
        raise SystemExit(f"link_local_package: expected one local package, found {len(locals_)}")
    ident, comment = locals_[0]
    count = 0

    def tie(match: re.Match) -> str:
        nonlocal count
        head, indent, body, tail = match.groups()
        if re.search(r"^\s*package = ", body, re.M):
            return match.group(0)
        count += 1
        return f"{head}{indent}\tpackage = {ident} /* {comment} */;\n{body}{tail}"

    return PRODUCT.sub(tie, text), count


def main() -> None:
    here = Path(__file__).resolve().parent.parent
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else here / "Dhayam.xcodeproj/project.pbxproj"
    text, count = link(path.read_text())
    if count:
        path.write_text(text)
    print(f"link_local_package: {count} product(s) tied to the local package in {path}")


if __name__ == "__main__":
    main()
