//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// State restoration: zoomScale, contentInset and contentOffset (as the UIScrollView overview
// documents). The restoration machinery calls these only for views with a
// `restorationIdentifier`; called directly, they encode and decode regardless.
extension UIScrollView {
    static let _restoreZoomKey = "UIScrollViewZoomScale"
    static let _restoreInsetKeys = ("UIScrollViewContentInsetTop", "UIScrollViewContentInsetLeft",
                                    "UIScrollViewContentInsetBottom", "UIScrollViewContentInsetRight")
    static let _restoreOffsetKeys = ("UIScrollViewContentOffsetX", "UIScrollViewContentOffsetY")

    func _encodeScrollState(with coder: NSCoder) {
        guard coder.allowsKeyedCoding else {
            return UIKitLog.warning("UIScrollView.encodeRestorableState(with:): needs a keyed coder; nothing encoded", category: "UIScrollView")
        }
        let i = _contentInset, o = contentOffset, k = UIScrollView._restoreInsetKeys, ok = UIScrollView._restoreOffsetKeys
        coder.encode(Double(_zoom.scale), forKey: UIScrollView._restoreZoomKey)
        coder.encode(Double(i.top), forKey: k.0)
        coder.encode(Double(i.left), forKey: k.1)
        coder.encode(Double(i.bottom), forKey: k.2)
        coder.encode(Double(i.right), forKey: k.3)
        coder.encode(Double(o.x), forKey: ok.0)
        coder.encode(Double(o.y), forKey: ok.1)
    }

    /// Restores the inset, then the zoom (it needs the zoom view), then the offset; values the
    /// archive lacks stay as they are. Bad values are refused by the setters, with a warning.
    func _decodeScrollState(with coder: NSCoder) {
        guard coder.allowsKeyedCoding else {
            return UIKitLog.warning("UIScrollView.decodeRestorableState(with:): needs a keyed coder; nothing decoded", category: "UIScrollView")
        }
        func value(_ key: String) -> CGFloat? {
            coder.containsValue(forKey: key) ? CGFloat(coder.decodeDouble(forKey: key)) : nil
        }
        let k = UIScrollView._restoreInsetKeys, ok = UIScrollView._restoreOffsetKeys
        if let t = value(k.0), let l = value(k.1), let b = value(k.2), let r = value(k.3) {
            contentInset = UIEdgeInsets(top: t, left: l, bottom: b, right: r)
        }
        if let z = value(UIScrollView._restoreZoomKey) { setZoomScale(z, animated: false) }
        if let x = value(ok.0), let y = value(ok.1) { contentOffset = CGPoint(x: x, y: y) }
    }
}
