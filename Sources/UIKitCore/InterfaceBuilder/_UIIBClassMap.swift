//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Which class an element of a document makes: its element name gives UIKit's class
// (`label` → UILabel), `customClass`/`customModule` a subclass found by name.

/// Element names to UIKit classes, and custom classes by name.
@MainActor package enum _UIIBClassMap {
    /// UIKit's class for each object element IB writes (the ones this UIKit implements).
    static let classes: [String: AnyClass] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "slider": UISlider.self,
        "switch": UISwitch.self, "textField": UITextField.self, "textView": UITextView.self,
        "imageView": UIImageView.self, "scrollView": UIScrollView.self, "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self, "tableViewCellContentView": UIView.self,
        "tableViewHeaderFooterView": UITableViewHeaderFooterView.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "collectionViewCellContentView": UIView.self,
        "stackView": UIStackView.self, "segmentedControl": UISegmentedControl.self, "pageControl": UIPageControl.self,
        "progressView": UIProgressView.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "stepper": UIStepper.self, "colorWell": UIColorWell.self, "searchBar": UISearchBar.self, "navigationBar": UINavigationBar.self,
        "toolbar": UIToolbar.self, "tabBar": UITabBar.self, "visualEffectView": UIVisualEffectView.self,
        "window": UIWindow.self, "containerView": UIView.self,
        "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
        "swipeGestureRecognizer": UISwipeGestureRecognizer.self, "pinchGestureRecognizer": UIPinchGestureRecognizer.self,
        "rotationGestureRecognizer": UIRotationGestureRecognizer.self,
        "longPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tableViewController": UITableViewController.self, "collectionViewController": UICollectionViewController.self,
        "tabBarController": UITabBarController.self, "pageViewController": UIPageViewController.self,
        "splitViewController": UISplitViewController.self,
        "navigationItem": UINavigationItem.self, "barButtonItem": UIBarButtonItem.self, "tabBarItem": UITabBarItem.self,
        "customObject": NSObject.self, "collectionViewFlowLayout": UICollectionViewFlowLayout.self,
        "pongPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "pickerView": UIPickerView.self,
        "datePicker": UIDatePicker.self,
    ]

    /// UIKit's class for an element name (nil: not an object element this UIKit makes).
    package static func baseClass(forElementNamed name: String) -> AnyClass? {
        return classes[name]
    }

    /// Makes an object of one of UIKit's classes that have no `required init?(coder:)` (gesture
    /// recognizers, bar items) and decodes its attributes; nil for any other class.
    static func makeBaseObject(_ cls: AnyClass, _ coder: _UINibDecoder) -> AnyObject? {
        let object: AnyObject
        switch ObjectIdentifier(cls) {
        case ObjectIdentifier(UITapGestureRecognizer.self): object = UITapGestureRecognizer()
        case ObjectIdentifier(UIPanGestureRecognizer.self): object = UIPanGestureRecognizer()
        case ObjectIdentifier(UISwipeGestureRecognizer.self): object = UISwipeGestureRecognizer()
        case ObjectIdentifier(UIPinchGestureRecognizer.self): object = UIPinchGestureRecognizer()
        case ObjectIdentifier(UIRotationGestureRecognizer.self): object = UIRotationGestureRecognizer()
        case ObjectIdentifier(UILongPressGestureRecognizer.self): object = UILongPressGestureRecognizer()
        case ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self): object = UIScreenEdgePanGestureRecognizer()
        case ObjectIdentifier(UIBarButtonItem.self):
            let items: [String: UIBarButtonItem.SystemItem] = [
                "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
                "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
                "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
                "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
                "undo": .undo, "redo": .redo, "close": .close,
            ]
            object = coder.enumeration("systemItem", items).map { UIBarButtonItem(barButtonSystemItem: $0) } ?? UIBarButtonItem()
        case ObjectIdentifier(UITabBarItem.self): object = UITabBarItem()
        default: return nil
        }
        if let recognizer = object as? UIGestureRecognizer { recognizer._decodeInterfaceBuilder(coder) }
        if let item = object as? UIBarItem { item._decodeInterfaceBuilder(coder) }
        return object
    }

    /// Custom classes already looked up, by qualified name (nil entries: not found).
    private static var cache: [String: AnyClass?] = [:]

    /// The class named `name`: as written, then in each of `modules` ("Module.Name").
    static func lookUp(_ name: String, modules: [String]) -> AnyClass? {
        if let hit = cache[name + "|" + modules.joined(separator: ",")] { return hit }
        var found: AnyClass? = _typeByName(name) as? AnyClass
        if found == nil, !name.contains(".") {
            for module in modules {
                if let t = _typeByName("\(module).\(name)") as? AnyClass { found = t; break }
            }
        }
        cache[name + "|" + modules.joined(separator: ",")] = .some(found)
        return found
    }

    /// Whether `cls` is `base` or one of its subclasses.
    static func isSubclass(_ cls: AnyClass, of base: AnyClass) -> Bool {
        var c: AnyClass? = cls
        while let k = c {
            if k == base { return true }
            c = _getSuperclass(k)
        }
        return false
    }
}
