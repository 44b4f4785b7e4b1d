//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// The `--plain` scene: rows of plain views drawn to look like the controls (a label, a button,
/// a slider, a switch), in a `UIScrollView`.
@MainActor final class Scene {
    let window: UIWindow
    let container: UIScrollView
    var thumbs: [UIView] = []
    var fills: [UIView] = []
    var values: [CGFloat] = []
    let trackX: CGFloat = 200, trackW: CGFloat = 1005

    init(rows: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: W, height: H))
        window.backgroundColor = UIColor(red: 0.965, green: 0.961, blue: 0.957, alpha: 1)
        container = UIScrollView(frame: window.bounds)
        container.clipsToBounds = true
        container.backgroundColor = UIColor(red: 0.965, green: 0.961, blue: 0.957, alpha: 1)
        window.addSubview(container)
        let textColor = UIColor(red: 0.18, green: 0.2, blue: 0.21, alpha: 1)
        let border = UIColor(white: 0.75, alpha: 1).cgColor
        let blue = UIColor(red: 0.21, green: 0.52, blue: 0.89, alpha: 1)
        let trackColor = UIColor(red: 0.87, green: 0.87, blue: 0.86, alpha: 1)
        let offColor = UIColor(red: 0.88, green: 0.87, blue: 0.86, alpha: 1)
        let font = UIFont.systemFont(ofSize: 13)
        for i in 0..<rows {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * rowH, width: W, height: rowH))
            let label = UILabel(frame: CGRect(x: 8, y: 9, width: 72, height: 20))
            label.text = "Row \(i)"
            label.font = font
            label.textColor = textColor
            row.addSubview(label)
            let button = UIView(frame: CGRect(x: 84, y: 2, width: 104, height: 33))
            button.backgroundColor = UIColor(red: 0.965, green: 0.961, blue: 0.957, alpha: 1)
            button.layer.cornerRadius = 5
            button.layer.borderWidth = 1
            button.layer.borderColor = border
            let bl = UILabel(frame: CGRect(x: 8, y: 6, width: 88, height: 20))
            bl.text = "Button"
            bl.font = font
            bl.textColor = textColor
            bl.textAlignment = .center
            button.addSubview(bl)
            row.addSubview(button)
            let track = UIView(frame: CGRect(x: trackX, y: 15, width: trackW, height: 4))
            track.backgroundColor = trackColor
            track.layer.cornerRadius = 2
            row.addSubview(track)
            let v = CGFloat(i % 101) / 100
            let fill = UIView(frame: CGRect(x: trackX, y: 15, width: trackW * v, height: 4))
            fill.backgroundColor = blue
            fill.layer.cornerRadius = 2
            row.addSubview(fill)
            let thumb = UIView(frame: CGRect(x: trackX + trackW * v - 9, y: 8, width: 18, height: 18))
            thumb.backgroundColor = .white
            thumb.layer.cornerRadius = 9
            thumb.layer.borderWidth = 1
            thumb.layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
            row.addSubview(thumb)
            let on = i & 1 == 1
            let sw = UIView(frame: CGRect(x: 1230, y: 4, width: 48, height: 26))
            sw.backgroundColor = on ? blue : offColor
            sw.layer.cornerRadius = 13
            let knob = UIView(frame: CGRect(x: on ? 24 : 2, y: 2, width: 22, height: 22))
            knob.backgroundColor = .white
            knob.layer.cornerRadius = 11
            sw.addSubview(knob)
            row.addSubview(sw)
            container.addSubview(row)
            thumbs.append(thumb); fills.append(fill); values.append(v)
        }
        container.contentSize = CGSize(width: W, height: CGFloat(rows) * rowH)
    }

    func setValue(_ v: CGFloat, row: Int) {
        values[row] = v
        fills[row].frame.size.width = trackW * v
        thumbs[row].frame.origin.x = trackX + trackW * v - 9
    }
}
