//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// Every page of the catalog, in the sections of Apple's UIKitCatalog sample (Controls, Pickers,
/// Views: one page per control) and a fourth, More, for what the project adds (drawing, gestures,
/// scroll, table and collection views, containers, presentation, layout, keyboard, sharing,
/// Interface Builder). A page knows its title, a one-line subtitle, its icon's tint, the names
/// `--page` accepts and how to make its controller.
enum CatalogPage: String, CaseIterable, Sendable {
    // Controls
    case buttons, menuButtons, pageControl, searchBars, segmentedControls, sliders, stackViews, steppers, switches, textFields
    // Pickers
    case colorPicker, datePicker, imagePicker, pickerView
    // Views
    case activityIndicators, alertController, imageView, progressView, textView, toolbars, visualEffect
    // More
    case drawing, gestures, scroll, table, collection, pages, split, presentation, layout, keyboard, sharing, dragDrop, interfaceBuilder

    /// The list's sections: a title and its pages in order (alphabetical in the first three, as
    /// in Apple's sample).
    static let sections: [(title: String, pages: [CatalogPage])] = [
        ("Controls", [.buttons, .menuButtons, .pageControl, .searchBars, .segmentedControls, .sliders, .stackViews, .steppers, .switches, .textFields]),
        ("Pickers", [.colorPicker, .datePicker, .imagePicker, .pickerView]),
        ("Views", [.activityIndicators, .alertController, .imageView, .progressView, .textView, .toolbars, .visualEffect]),
        ("More", [.drawing, .gestures, .scroll, .table, .collection, .pages, .split, .presentation, .layout, .keyboard, .sharing, .dragDrop, .interfaceBuilder]),
    ]

    var title: String {
        switch self {
        case .buttons: "Buttons"
        case .menuButtons: "Menu Buttons"
        case .pageControl: "Page Control"
        case .searchBars: "Search Bars"
        case .segmentedControls: "Segmented Controls"
        case .sliders: "Sliders"
        case .stackViews: "Stack Views"
        case .steppers: "Steppers"
        case .switches: "Switches"
        case .textFields: "Text Fields"
        case .colorPicker: "Color Picker"
        case .datePicker: "Date Picker"
        case .imagePicker: "Image Picker"
        case .pickerView: "Picker View"
        case .activityIndicators: "Activity Indicators"
        case .alertController: "Alert Controller"
        case .imageView: "Image View"
        case .progressView: "Progress View"
        case .textView: "Text View"
        case .toolbars: "Toolbars"
        case .visualEffect: "Visual Effect"
        case .drawing: "Drawing"
        case .gestures: "Gestures"
        case .scroll: "Scroll Views"
        case .table: "Table View"
        case .collection: "Collection View"
        case .pages: "Pages"
        case .split: "Split View"
        case .presentation: "Presentation"
        case .layout: "Auto Layout"
        case .keyboard: "Keyboard & Pointer"
        case .sharing: "Sharing"
        case .dragDrop: "Drag and Drop"
        case .interfaceBuilder: "Interface Builder"
        }
    }

    var subtitle: String {
        switch self {
        case .buttons: "Every button type, configurations, states"
        case .menuButtons: "Buttons that show a menu, pull-down and pop-up"
        case .pageControl: "Dots for pages: tap, drag, custom indicators"
        case .searchBars: "Default and minimal search bars, scopes, tokens"
        case .segmentedControls: "Text, images, momentary, actions"
        case .sliders: "Default, tinted, custom images, min and max images"
        case .stackViews: "Rows and columns that add and remove views"
        case .steppers: "Default, tinted, wrapping, custom images"
        case .switches: "Default, tinted, checkbox"
        case .textFields: "Border styles, secure entry, keyboard types"
        case .colorPicker: "A colour well and the colour picker"
        case .datePicker: "Wheels, an inline calendar, compact buttons"
        case .imagePicker: "Choosing a picture from the files"
        case .pickerView: "Wheels of titles and views"
        case .activityIndicators: "Medium, large, tinted, started and stopped"
        case .alertController: "Alerts, text entry, action sheets"
        case .imageView: "Images, content modes, animation"
        case .progressView: "Default, bar, tinted, following a Progress"
        case .textView: "Editable and attributed text that scrolls"
        case .toolbars: "Default, tinted and custom toolbars"
        case .visualEffect: "Blur and vibrancy over what is behind"
        case .drawing: "Labels, images, shapes, layers, animation, colours"
        case .gestures: "Drag, tap, pinch and rotate"
        case .scroll: "A long list, a pager, a zoomable picture"
        case .table: "Styles, cells, accessories, editing, 10,000 rows"
        case .collection: "A photo grid, sideways cards, an outline, a list"
        case .pages: "A page view controller: swipe between coloured pages"
        case .split: "Columns side by side that collapse in a narrow window"
        case .presentation: "Sheets, full screen, popovers, tab bars"
        case .layout: "A form of anchors and stack views that reflows and mirrors"
        case .keyboard: "Key commands and their shortcuts, pointer styles"
        case .sharing: "The share sheet, document pickers, the clipboard"
        case .dragDrop: "A picture dragged between frames, files from the desktop"
        case .interfaceBuilder: "A storyboard form, a segue and an unwind, a xib"
        }
    }

    /// The colour of the row's icon, by section (as Settings tints its rows).
    var tint: UIColor {
        switch section {
        case 0: .systemBlue
        case 1: .systemOrange
        case 2: .systemGreen
        default: .systemIndigo
        }
    }

    /// The page's section in `sections`.
    var section: Int { Self.sections.firstIndex { $0.pages.contains(self) } ?? 0 }

    /// The page for a `--page` name: the case name, its title without spaces, or an older
    /// alias (`controls`, `indicators`, `pickers`, `text`, `views`) for the page that now holds
    /// what the old combined page showed first.
    init?(name: String) {
        let key = name.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
        if let p = Self.allCases.first(where: { $0.rawValue.lowercased() == key || $0.title.lowercased().replacingOccurrences(of: " ", with: "") == key }) {
            self = p
            return
        }
        let aliases: [String: CatalogPage] = [
            "button": .buttons, "menus": .menuButtons, "menu": .menuButtons, "pagecontrol": .pageControl,
            "search": .searchBars, "searchbar": .searchBars, "segmented": .segmentedControls, "segments": .segmentedControls,
            "slider": .sliders, "controls": .sliders, "stackview": .stackViews, "stacks": .stackViews, "stepper": .steppers,
            "switch": .switches, "textfield": .textFields, "text": .textFields, "color": .colorPicker, "colorwell": .colorPicker,
            "date": .datePicker, "picker": .pickerView, "pickers": .pickerView, "imagepicker": .imagePicker,
            "spinner": .activityIndicators, "activity": .activityIndicators, "indicators": .activityIndicators,
            "alert": .alertController, "alerts": .alertController, "actionsheet": .alertController, "image": .imageView,
            "progress": .progressView, "textview": .textView, "toolbar": .toolbars, "blur": .visualEffect, "feedback": .buttons,
            "views": .drawing, "catalog": .drawing, "scrollview": .scroll, "tableview": .table, "tables": .table, "list": .table,
            "collectionview": .collection, "grid": .collection, "pageviewcontroller": .pages, "splitview": .split,
            "present": .presentation, "sheets": .presentation, "tabs": .presentation, "autolayout": .layout,
            "constraints": .layout, "shortcuts": .keyboard, "keycommands": .keyboard, "pointer": .keyboard, "share": .sharing,
            "documentpicker": .sharing, "pasteboard": .sharing, "clipboard": .sharing, "drag": .dragDrop, "drop": .dragDrop, "draganddrop": .dragDrop, "ib": .interfaceBuilder,
            "storyboard": .interfaceBuilder, "xib": .interfaceBuilder, "nib": .interfaceBuilder,
        ]
        guard let p = aliases[key] else { return nil }
        self = p
    }

    /// The names `--page` lists in its usage.
    static var names: [String] { allCases.map(\.rawValue) }

    /// A new controller for the page (its view starts below the navigation bar).
    @MainActor func makeController() -> UIViewController {
        let c: UIViewController
        switch self {
        case .buttons: c = ButtonsViewController()
        case .menuButtons: c = MenuButtonsViewController()
        case .pageControl: c = PageControlViewController()
        case .searchBars: c = SearchBarsViewController()
        case .segmentedControls: c = SegmentedControlsViewController()
        case .sliders: c = SlidersViewController()
        case .stackViews: c = StackViewsViewController()
        case .steppers: c = SteppersViewController()
        case .switches: c = SwitchesViewController()
        case .textFields: c = TextFieldsViewController()
        case .colorPicker: c = ColorPickerPageViewController()
        case .datePicker: c = DatePickerPageViewController()
        case .imagePicker: c = ImagePickerPageViewController()
        case .pickerView: c = PickerViewPageViewController()
        case .activityIndicators: c = ActivityIndicatorsViewController()
        case .alertController: c = AlertControllerViewController()
        case .imageView: c = ImageViewPageViewController()
        case .progressView: c = ProgressViewsViewController()
        case .textView: c = TextViewPageViewController()
        case .toolbars: c = ToolbarsViewController()
        case .visualEffect: c = VisualEffectViewController()
        case .drawing: c = CatalogViewController()
        case .gestures: c = GesturesViewController()
        case .scroll: c = ScrollViewController()
        case .table: c = TableViewController()
        case .collection: c = CollectionViewController()
        case .pages: c = PagesViewController()
        case .split: c = SplitViewController()
        case .presentation: c = PresentationViewController()
        case .layout: c = LayoutViewController()
        case .keyboard: c = KeyboardPointerViewController()
        case .sharing: c = SharingViewController()
        case .dragDrop: c = DragDropViewController()
        case .interfaceBuilder: c = IBFormViewController.instantiate()
        }
        c.title = title
        c.edgesForExtendedLayout = []
        return c
    }

    /// The page `controller` was made for (by its title; nil for any other controller).
    @MainActor static func of(_ controller: UIViewController?) -> CatalogPage? {
        guard let t = controller?.title else { return nil }
        return allCases.first { $0.title == t }
    }
}
