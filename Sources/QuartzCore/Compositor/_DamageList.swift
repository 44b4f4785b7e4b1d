//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// A short list of integral pixel rectangles of damage, merged so that it stays short.
///
/// A new rectangle is dropped if covered, absorbs the
/// rectangles it covers, and merges with one it overlaps or touches when the union wastes little;
/// over the limit the two rectangles whose union wastes least are merged.
struct _DamageList {
    var rects: [CGRect] = []
    let limit: Int
    init(limit: Int) { self.limit = limit }

    static func area(_ r: CGRect) -> CGFloat { r.width * r.height }

    mutating func add(_ r: CGRect) {
        guard !r.isNull, !r.isEmpty else { return }
        var r = r
        var changed = true
        while changed {
            changed = false
            for (i, e) in rects.enumerated() {
                if e.contains(r) { return }
                let u = e.union(r)
                let waste = _DamageList.area(u) - _DamageList.area(e) - _DamageList.area(r) + _DamageList.area(e.intersection(r).isNull ? .zero : e.intersection(r))
                if r.contains(e) || (e.intersects(r) || touching(e, r)) && waste <= 0.25 * _DamageList.area(u) {
                    rects.remove(at: i)
                    r = u
                    changed = true
                    break
                }
            }
        }
        rects.append(r)
        while rects.count > limit {
            var best = (0, 1, CGFloat.infinity)
            for i in 0..<rects.count {
                for j in (i + 1)..<rects.count {
                    let u = rects[i].union(rects[j])
                    let w = _DamageList.area(u) - _DamageList.area(rects[i]) - _DamageList.area(rects[j])
                    if w < best.2 { best = (i, j, w) }
                }
            }
            let u = rects[best.0].union(rects[best.1])
            rects.remove(at: best.1); rects.remove(at: best.0)
            rects.append(u)
        }
    }
    func touching(_ a: CGRect, _ b: CGRect) -> Bool {
        a.insetBy(dx: -1, dy: -1).intersects(b)
    }
}
