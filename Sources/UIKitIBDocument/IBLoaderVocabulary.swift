//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// What this project's storyboard and xib loader reads, for tools that check documents against it
// (`uikit-port check`): the object elements it makes, the attributes and keyed children it reads
// from them (every key the decoders in UIKitCore/InterfaceBuilder decode), the keys its UIKit
// classes take by name, and UIKit's class names. A UIKitTests test loads the IB test documents
// while recording every key the decoders read and fails for one missing here.

/// The loader's vocabulary: what a storyboard or xib can say that this project's UIKit acts on.
///
/// Anything else in an object element is ignored when the document is loaded (iOS may act on it);
/// ``designTimeKeys`` lists what Interface Builder writes for itself, which iOS ignores too.
public enum IBLoaderVocabulary {
    /// The object elements the loader makes (`<label>` is a `UILabel`); any other object element
    /// is skipped with what it holds.
    public static let objectElements: Set<String> = [
        "view", "label", "button", "slider", "switch", "textField", "textView", "imageView",
        "scrollView", "tableView", "tableViewCell", "tableViewCellContentView",
        "tableViewHeaderFooterView", "collectionView", "collectionViewCell",
        "collectionReusableView", "collectionViewCellContentView", "stackView", "segmentedControl",
        "pageControl", "progressView", "activityIndicatorView", "stepper", "colorWell",
        "searchBar", "navigationBar", "toolbar", "tabBar", "visualEffectView", "window", "containerView",
        "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer",
        "pinchGestureRecognizer", "rotationGestureRecognizer", "longPressGestureRecognizer",
        "screenEdgePanGestureRecognizer", "viewController", "navigationController",
        "tableViewController", "collectionViewController", "tabBarController",
        "pageViewController", "splitViewController", "navigationItem", "barButtonItem",
        "tabBarItem", "customObject", "collectionViewFlowLayout", "pongPressGestureRecognizer",
        "pickerView",
        "datePicker",
    ]

    /// The attributes and keyed children (`<color key="textColor">`) the loader reads from object
    /// elements, by name or key: every key the decoders in `Sources/UIKitCore/InterfaceBuilder`
    /// decode.
    public static let readKeys: Set<String> = [
        "accessibility", "accessibilityConfiguration", "accessibilityHint", "accessibilityLabel",
        "accessoryType", "adjustsFontSizeToFit", "alignment", "allowsEditingTextAttributes",
        "allowsMultipleSelection", "allowsMultipleSelectionDuringEditing", "allowsSelection",
        "allowsSelectionDuringEditing", "alpha", "alwaysBounceHorizontal", "alwaysBounceVertical",
        "animating", "apportionsSegmentWidthsByContent", "attributedString", "attributedText",
        "attributedTitle", "attributes", "autocapitalizationType", "autocorrectionType",
        "automaticEstimatedItemSize", "autorepeat", "autoresizingMask", "axis",
        "backBarButtonItem", "backButtonTitle", "backgroundColor", "backgroundImage", "barStyle",
        "barTintColor", "baseBackgroundColor", "baseForegroundColor", "baselineAdjustment",
        "baselineRelativeArrangement", "blurEffect", "borderStyle", "bounces", "bouncesZoom",
        "buttonConfiguration", "buttonSize", "buttonType", "canCancelContentTouches",
        "cancelsTouchesInView", "cellLayoutMarginsFollowReadableWidth", "clearButtonMode",
        "clearsOnBeginEditing", "clearsSelectionOnViewWillAppear", "clipsSubviews",
        "collectionViewLayout", "color", "configuration", "constraints", "content",
        "contentEdgeInsets", "contentHorizontalAlignment", "contentInset",
        "contentInsetAdjustmentBehavior", "contentInsets", "contentMode", "contentSize",
        "contentSizeForViewInPopover", "contentVerticalAlignment", "contentView", "continuous",
        "cornerStyle", "currentPage", "currentPageIndicatorTintColor", "customClass",
        "customModule", "dataDetectorType", "dataDetectorTypes", "defersCurrentPageDisplay",
        "definesPresentationContext", "delaysContentTouches", "delaysTouchesBegan",
        "delaysTouchesEnded", "detailTextLabel", "direction", "directionalLayoutMargins",
        "directionalLockEnabled", "disabled", "distribution", "edgesForExtendedLayout", "editable",
        "editingAccessoryType", "enabled", "estimatedItemSize", "estimatedRowHeight",
        "estimatedSectionFooterHeight", "estimatedSectionHeaderHeight",
        "extendedLayoutIncludesOpaqueBars", "firstLineHeadIndent", "fixedFrame", "font",
        "fontDescription", "footerReferenceSize", "fragment", "frame", "gestureRecognizers",
        "headerReferenceSize", "headIndent", "height", "hidden", "hidesBottomBarWhenPushed",
        "hidesForSinglePage", "hidesWhenStopped", "highlighted", "highlightedColor",
        "highlightedImage", "hint", "horizontalCompressionResistancePriority",
        "horizontalHuggingPriority", "horizontalScrollIndicatorInsets", "identifier", "image",
        "imageEdgeInsets", "imagePadding", "imagePlacement", "imageReference", "imageView",
        "indentationLevel", "indentationWidth", "indicatorStyle",
        "insetsLayoutMarginsFromSafeArea", "isElement", "items", "itemSize", "keyboardDismissMode",
        "keyboardType", "label", "largeTitleDisplayMode", "largeTitles", "layoutMargins",
        "layoutMarginsRelativeArrangement", "leftBarButtonItem", "leftBarButtonItems",
        "lineBreakMode", "lineHeightMultiple", "lineSpacing", "maximumLineHeight",
        "maximumTrackTintColor", "maximumValue", "maximumValueImage", "maximumZoomScale",
        "maxValue", "minimumFontSize", "minimumInteritemSpacing", "minimumLineHeight",
        "minimumLineSpacing", "minimumPressDuration", "minimumScaleFactor",
        "minimumTrackTintColor", "minimumValue", "minimumValueImage", "minimumZoomScale",
        "minValue", "modalInPresentation", "modalPresentationStyle", "modalTransitionStyle",
        "momentary", "multipleTouchEnabled", "navigationBar", "navigationBarHidden",
        "navigationItem", "nil", "normal", "numberOfLines", "numberOfPages",
        "numberOfTapsRequired", "numberOfTouchesRequired", "on", "onTintColor", "opaque",
        "pageIndicatorTintColor", "pagingEnabled", "paragraphSpacing", "placeholder",
        "placeholderIdentifier", "placeholderTextColor", "preferredContentSize",
        "preferredMaxLayoutWidth", "prefersLargeTitles", "prefetchingEnabled",
        "preservesSuperviewLayoutMargins", "progress", "progressImage", "progressTintColor",
        "progressViewStyle", "prompt", "providesPresentationContextTransitionStyle",
        "restorationIdentifier", "returnKeyType", "reuseIdentifier", "rightBarButtonItem",
        "rightBarButtonItems", "rowHeight", "safeArea", "scopeButtonTitles", "scrollDirection",
        "scrollEnabled", "scrollIndicatorInsets", "scrollsToTop", "searchBarStyle",
        "sectionFooterHeight", "sectionHeaderHeight", "sectionIndexBackgroundColor",
        "sectionIndexColor", "sectionInset", "sectionInsetReference", "secureTextEntry", "segment",
        "segments", "segue", "selectable", "selected", "selectedColor", "selectedScopeButtonIndex",
        "selectedSegmentIndex", "selectedSegmentTintColor", "selectionStyle",
        "semanticContentAttribute", "separatorColor", "separatorInset", "separatorStyle",
        "shouldIndentWhileEditing", "showsActivityIndicator", "showsBookmarkButton",
        "showsCancelButton", "showsHorizontalScrollIndicator", "showsReorderControl",
        "showsScopeBar", "showsSearchResultsButton", "showsVerticalScrollIndicator", "spacing",
        "stepValue", "storyboardIdentifier", "string", "style", "subtitle",
        "subtitleFontDescription", "subviews", "supportsAlpha", "systemItem", "tabBarItem", "tableFooterView",
        "tableHeaderView", "tag", "tailIndent", "text", "textAlignment", "textColor",
        "textContainerInset", "textContentType", "textInputTraits", "textLabel", "thumbTintColor",
        "tintColor", "title", "titleAlignment", "titleEdgeInsets", "titleFontDescription",
        "titlePadding", "toolbarHidden", "toolbarItems", "trackImage", "trackTintColor", "traits",
        "translatesAutoresizingMaskIntoConstraints", "translucent", "unselectedItemTintColor",
        "userDefinedRuntimeAttributes", "userInteractionEnabled",
        "useStoryboardIdentifierAsRestorationIdentifier", "value",
        "verticalCompressionResistancePriority", "verticalHuggingPriority",
        "verticalScrollIndicatorInsets", "vibrancyEffect", "view", "viewLayoutGuide", "width",
        "wraps",
        // Storyboard features: page view controllers' initializer values, symbol
        // configurations, collection views' designed section headers and footers.
        "transitionStyle", "navigationOrientation", "spineLocation", "pageSpacing",
        "preferredSymbolConfiguration", "configurationType", "pointSize", "scale", "weight",
        "sectionHeaderView", "sectionFooterView",
        // Date pickers: mode, bounds, step, count-down duration, locale (`style` is above).
        "datePickerMode", "date", "minimumDate", "maximumDate", "minuteInterval", "countDownDuration",
        "locale",
        // Known without a decoder: whether a controller's archived view is resized to full
        // size when it loads (Xcode writes NO on page view controllers and others). Here a
        // controller's root view keeps its archived frame until it is installed, and then takes
        // its container's or window's size whatever this says (UIKIT_BEHAVIOR §15.3).
        "autoresizesArchivedViewToFullSize",
    ]

    /// Attributes and keyed children Interface Builder writes for itself or for the document's
    /// structure (ids, custom classes, canvas geometry, simulated metrics, Auto Layout's
    /// editing state), which iOS does not set on the object either; never reported.
    public static let designTimeKeys: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "colorLabel",
        "sceneMemberID", "misplaced", "ambiguous", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "horizontalPositionAmbiguity", "verticalPositionAmbiguity", "canvasLocation", "freeformSize",
        "simulatedDestinationMetrics", "simulatedTopBarMetrics", "simulatedBottomBarMetrics",
        "simulatedStatusBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
        "dataMode", "systemColor", "catalog", "userComments", "interfaceStyle",
        // Layout guides: objects of their own that constraints refer to.
        "contentLayoutGuide", "frameLayoutGuide", "keyboard",
        // A cell's content view naming its cell; a navigation controller's flag that iOS 11's
        // safe areas made ineffective (Xcode still writes it).
        "tableViewCell", "collectionViewCell", "automaticallyAdjustsScrollViewInsets",
        // Segmented controls' style, without effect since iOS 7 (Xcode still writes it).
        "segmentControlStyle",
    ]

    /// Unkeyed child elements of object elements that hold other things the loader reads
    /// (subviews, constraints, connections…) or that are Interface Builder's own (size-class
    /// variations, layout guides).
    public static let structuralChildren: Set<String> = [
        "subviews", "constraints", "connections", "gestureRecognizers", "userDefinedRuntimeAttributes",
        "prototypes", "cells", "segments", "items", "toolbarItems", "leftBarButtonItems",
        "rightBarButtonItems", "layoutGuides", "variation", "mask", "attributedString", "textInputTraits",
        "accessibility", "scopeButtonTitles", "viewLayoutGuide", "userGuides", "inferredMetricsTieBreakers",
        "fontDescription", "color", "rect", "size", "point", "inset", "edgeInsets", "directionalEdgeInsets",
        "state", "string", "nil", "real", "integer", "boolean", "bool", "autoresizingMask",
        "sections",
    ]

    /// Elements with an id that are not objects: the loader reads them as part of their object.
    public static let nonObjectElements: Set<String> = [
        "constraint", "viewLayoutGuide", "viewControllerLayoutGuide", "outlet", "outletCollection",
        "action", "segue", "placeholder", "exit", "scene", "segment", "device",
        // A static table's section (its titles and cells) and a storyboard reference.
        "tableViewSection", "viewControllerPlaceholder",
    ]

    /// The keys UIKit's own classes take by name from outlets and runtime attributes
    /// (`setValue(_:forKey:)`, the first key of a key path), by the class that takes them;
    /// a subclass takes its superclasses' keys.
    public static let keyValueCodingKeys: [String: Set<String>] = [
        "UIResponder": [],
        "UIView": ["gestureRecognizers", "backgroundColor", "tintColor", "alpha", "hidden", "isHidden",
                   "clipsToBounds", "userInteractionEnabled", "isUserInteractionEnabled", "tag",
                   "accessibilityIdentifier", "accessibilityLabel", "restorationIdentifier", "dataSource",
                   "delegate", "layer"],
        "UILabel": ["text", "textColor", "font", "numberOfLines"],
        "UIViewController": ["view", "title", "restorationIdentifier"],
    ]

    /// UIKit's classes this package has, by name: a custom class naming one is known.
    public static let uikitClassNames: Set<String> = [
        "NSCollectionLayoutAnchor", "NSCollectionLayoutBoundarySupplementaryItem",
        "NSCollectionLayoutDecorationItem", "NSCollectionLayoutDimension",
        "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutGroup",
        "NSCollectionLayoutGroupCustomItem", "NSCollectionLayoutItem", "NSCollectionLayoutSection",
        "NSCollectionLayoutSize", "NSCollectionLayoutSpacing",
        "NSCollectionLayoutSupplementaryItem", "NSLayoutConstraint", "NSLayoutDimension",
        "NSLayoutManager", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSMutableParagraphStyle",
        "NSParagraphStyle", "NSShadow", "NSStringDrawingContext", "NSTextContainer",
        "NSTextLayoutManager", "NSTextStorage", "UIAccessibilityCustomAction",
        "UIAccessibilityElement", "UIAction", "UIActivity", "UIActivityIndicatorView",
        "UIActivityItemProvider", "UIActivityViewController", "UIAlertAction", "UIAlertController",
        "UIApplication", "UIApplicationShortcutIcon", "UIApplicationShortcutItem",
        "UIBarAppearance", "UIBarButtonItem", "UIBarButtonItemAppearance",
        "UIBarButtonItemStateAppearance", "UIBarItem", "UIBezierPath", "UIBlurEffect", "UIButton",
        "UICollectionReusableView", "UICollectionView", "UICollectionViewCell",
        "UICollectionViewCompositionalLayout", "UICollectionViewCompositionalLayoutConfiguration",
        "UICollectionViewController", "UICollectionViewFlowLayout",
        "UICollectionViewFlowLayoutInvalidationContext", "UICollectionViewLayout",
        "UICollectionViewLayoutAttributes", "UICollectionViewLayoutInvalidationContext",
        "UICollectionViewListCell", "UICollectionViewTransitionLayout",
        "UICollectionViewUpdateItem", "UIColor", "UIColorPickerViewController", "UIColorWell",
        "UICommand", "UICommandAlternate",
        "UIContextMenuConfiguration", "UIContextMenuInteraction", "UIContextualAction",
        "UIControl", "UICubicTimingParameters", "UIDevice", "UIDatePicker", "UIDocumentPickerViewController",
        "UIEditMenuConfiguration", "UIEditMenuInteraction", "UIEvent", "UIFeedbackGenerator",
        "UIFont", "UIFontDescriptor", "UIFontMetrics", "UIGestureRecognizer",
        "UIGraphicsImageRenderer", "UIGraphicsImageRendererContext",
        "UIGraphicsImageRendererFormat", "UIImage", "UIImagePickerController", "UIImageView",
        "UIImpactFeedbackGenerator", "UIKey", "UIKeyCommand", "UIKeyboardLayoutGuide", "UILabel",
        "UILayoutGuide", "UIListContentView", "UILongPressGestureRecognizer", "UIMenu",
        "UIMenuElement", "UINavigationBar", "UINavigationBarAppearance", "UINavigationController",
        "UINavigationItem", "UINib", "UINotificationFeedbackGenerator", "UIOpenURLContext",
        "UIPageControl", "UIPageViewController", "UIPanGestureRecognizer", "UIPasteboard",
        "UIPercentDrivenInteractiveTransition", "UIPinchGestureRecognizer", "UIPointerInteraction",
        "UIPointerRegion", "UIPointerRegionRequest", "UIPointerStyle",
        "UIPopoverPresentationController", "UIPresentationController", "UIPress", "UIPressesEvent",
        "UIPreviewParameters", "UIPreviewTarget", "UIProgressView", "UIRefreshControl",
        "UIResponder", "UIRotationGestureRecognizer", "UIScene", "UISceneActivationConditions",
        "UISceneConfiguration", "UISceneDestructionRequestOptions", "UISceneSession",
        "UISceneSizeRestrictions", "UIScreen", "UIScreenEdgePanGestureRecognizer", "UIScrollView",
        "UISearchBar", "UISearchController", "UISearchSuggestionItem", "UISearchTextField",
        "UISearchToken", "UISegmentedControl", "UISelectionFeedbackGenerator",
        "UISheetPresentationController", "UISlider", "UISplitViewController",
        "UISpringTimingParameters", "UIStackView", "UIStatusBarManager", "UIStepper",
        "UIStoryboard", "UIStoryboardSegue", "UIStoryboardUnwindSegueSource",
        "UISwipeActionsConfiguration", "UISwipeGestureRecognizer", "UISwitch", "UITabBar",
        "UITabBarAppearance", "UITabBarController", "UITabBarItem", "UITabBarItemAppearance",
        "UITabBarItemStateAppearance", "UITableView", "UITableViewCell", "UITableViewController",
        "UITableViewHeaderFooterView", "UITapGestureRecognizer", "UITargetedPreview",
        "UITextField", "UITextInputPasswordRules", "UITextInputStringTokenizer", "UITextPosition",
        "UITextRange", "UITextSelectionRect", "UITextView", "UIToolbar", "UIToolbarAppearance",
        "UITouch", "UITraitCollection", "UIVibrancyEffect", "UIView", "UIViewController",
        "UIViewPropertyAnimator", "UIVisualEffect", "UIVisualEffectView", "UIWindow",
        "UIWindowScene", "UIWindowSceneDestructionRequestOptions",
    ]
}
