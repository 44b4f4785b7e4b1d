//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// `--scene storyboard`: Interface Builder's cost (2026-12-03, release: instantiating from a parsed
// storyboard 1.16–1.32× building the same form in code, first parse of 1 MB 5–9 ms; targets
// ≤ 1.5× and ≤ 50 ms). A 100-view settings form (a title, a vertical
// stack of 31 rows, each a horizontal stack of a label with a width constraint and a text field,
// switch, slider or button; a Cancel/Save stack and a status label; 9 constraints on the root
// view and 31 on the labels; 4 outlets, an outlet collection of the 31 controls, an action on
// each control) in a storyboard written the way Xcode writes one, generated here and saved to a
// temporary folder opened as a `Bundle`. Timed in the same run, alternately, median of
// `--runs`×10: (a) instantiating the form's controller from the already-parsed storyboard,
// loading its view (decoding, constraints, outlets, actions, `awakeFromNib`) and its first
// layout at 393x852; (b) the same controller class's view built in code with the same views,
// properties, constraints, outlets and targets, and the same first layout. Then the first parse
// of a 1 MB storyboard (the form's scene repeated): `UIStoryboard(name:bundle:)` on a new file,
// reading and parsing it.
import Foundation
import UIKit

/// The form's controller: outlets and actions, as an app writes them (the code version
/// assigns the same properties).
@MainActor final class BenchFormViewController: UIViewController {
    var titleLabel: UILabel?
    var statusLabel: UILabel?
    var saveButton: UIButton?
    var cancelButton: UIButton?
    var fields: [UIControl] = []
    var changes = 0

    /// Builds the form in code (nil coder) instead of loading it from the storyboard.
    var buildsInCode = false

    override func loadView() {
        guard buildsInCode else { return super.loadView() }
        view = buildBenchForm(self)
    }

    func valueChanged(_ sender: Any?) { changes += 1 }
    func save(_ sender: Any?) { statusLabel?.text = "Saved" }
    func cancel(_ sender: Any?) { statusLabel?.text = "Cancelled" }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        case "statusLabel": statusLabel = value as? UILabel
        case "saveButton": saveButton = value as? UIButton
        case "cancelButton": cancelButton = value as? UIButton
        case "fields": fields = value as? [UIControl] ?? []
        default: super.setValue(value, forKey: key)
        }
    }

    override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        switch action.name {
        case "valueChanged:": return { [unowned self] sender, _ in self.valueChanged(sender) }
        case "save:": return { [unowned self] sender, _ in self.save(sender) }
        case "cancel:": return { [unowned self] sender, _ in self.cancel(sender) }
        default: return super._actionHandler(for: action)
        }
    }
}

/// Rows of the form (3 views each; with the 7 other views, 100).
let benchFormRows = 31

/// The kind of control on row `i`.
private func rowKind(_ i: Int) -> Int { i % 4 }   // 0 text field, 1 switch, 2 slider, 3 button

/// The form in code: the views, properties, constraints, outlets and targets the storyboard's
/// scene holds.
@MainActor func buildBenchForm(_ owner: BenchFormViewController) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    root.backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "Account settings"
    title.font = .boldSystemFont(ofSize: 22)
    let form = UIStackView()
    form.axis = .vertical
    form.spacing = 8
    var fields: [UIControl] = []
    for i in 0..<benchFormRows {
        let label = UILabel()
        label.text = "Setting \(i + 1)"
        label.font = .systemFont(ofSize: 15)
        let control: UIControl
        switch rowKind(i) {
        case 0:
            let f = UITextField()
            f.borderStyle = .roundedRect
            f.placeholder = "Value \(i + 1)"
            f.font = .systemFont(ofSize: 14)
            f.minimumFontSize = 17
            f.addTarget(owner, action: Selector("valueChanged:"), for: .editingChanged)
            control = f
        case 1:
            let s = UISwitch()
            s.isOn = i % 8 == 1
            s.addTarget(owner, action: Selector("valueChanged:"), for: .valueChanged)
            control = s
        case 2:
            let s = UISlider()
            s.value = 0.5
            s.addTarget(owner, action: Selector("valueChanged:"), for: .valueChanged)
            control = s
        default:
            let b = UIButton(type: .system)
            b.setTitle("Choose…", for: .normal)
            b.addTarget(owner, action: Selector("valueChanged:"), for: .touchUpInside)
            control = b
        }
        fields.append(control)
        let row = UIStackView(arrangedSubviews: [label, control])
        row.spacing = 12
        row.alignment = .center
        label.widthAnchor.constraint(equalToConstant: 110).isActive = true
        form.addArrangedSubview(row)
    }
    let cancel = UIButton(type: .system), save = UIButton(type: .system)
    cancel.setTitle("Cancel", for: .normal)
    save.setTitle("Save", for: .normal)
    cancel.addTarget(owner, action: Selector("cancel:"), for: .touchUpInside)
    save.addTarget(owner, action: Selector("save:"), for: .touchUpInside)
    let buttons = UIStackView(arrangedSubviews: [cancel, save])
    buttons.spacing = 12
    buttons.distribution = .fillEqually
    let status = UILabel()
    status.text = "Not saved"
    status.font = .systemFont(ofSize: 13)
    status.textAlignment = .center
    for v in [title, form, buttons, status] as [UIView] {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
    }
    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
        title.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
        safe.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 20),
        form.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
        form.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        form.trailingAnchor.constraint(equalTo: title.trailingAnchor),
        buttons.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 16),
        buttons.leadingAnchor.constraint(equalTo: form.leadingAnchor),
        buttons.trailingAnchor.constraint(equalTo: form.trailingAnchor),
        status.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
        status.leadingAnchor.constraint(equalTo: form.leadingAnchor),
        status.trailingAnchor.constraint(equalTo: form.trailingAnchor),
    ])
    owner.titleLabel = title
    owner.statusLabel = status
    owner.saveButton = save
    owner.cancelButton = cancel
    owner.fields = fields
    return root
}

// MARK: The document

/// An id in IB's form (`abc-12-xyz`), unique per scene `s` and object `n`.
private func ibID(_ kind: String, _ s: Int, _ n: Int) -> String {
    "\(kind)-\(String(format: "%02d", s % 100))-\(String(format: "%03d", n))\(s >= 100 ? "-\(s)" : "")"
}

/// The form's scene `s` (its controller has storyboard identifier `Form<s>`), as Xcode 15 writes it.
func benchFormScene(_ s: Int) -> String {
    let vc = ibID("Frm", s, 0), root = ibID("Roo", s, 0), safe = ibID("Saf", s, 0)
    let title = ibID("Ttl", s, 0), form = ibID("Stk", s, 0), buttons = ibID("Btn", s, 0), status = ibID("Sts", s, 0)
    let cancel = ibID("Cnl", s, 0), save = ibID("Sav", s, 0)
    var rows = ""
    var collection = ""
    for i in 0..<benchFormRows {
        let row = ibID("Row", s, i), label = ibID("Lbl", s, i), control = ibID("Ctl", s, i)
        let y = i * 42
        let controlXML: String
        switch rowKind(i) {
        case 0:
            controlXML = """
                <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Value \(i + 1)" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(control)">
                    <rect key="frame" x="122" y="0.0" width="231" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                    <connections>
                        <action selector="valueChanged:" destination="\(vc)" eventType="editingChanged" id="\(ibID("Act", s, i))"/>
                    </connections>
                </textField>
                """
        case 1:
            controlXML = """
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="\(i % 8 == 1 ? "YES" : "NO")" translatesAutoresizingMaskIntoConstraints="NO" id="\(control)">
                    <rect key="frame" x="122" y="1.6666666666666667" width="51" height="31"/>
                    <connections>
                        <action selector="valueChanged:" destination="\(vc)" eventType="valueChanged" id="\(ibID("Act", s, i))"/>
                    </connections>
                </switch>
                """
        case 2:
            controlXML = """
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="\(control)">
                    <rect key="frame" x="120" y="2" width="235" height="31"/>
                    <connections>
                        <action selector="valueChanged:" destination="\(vc)" eventType="valueChanged" id="\(ibID("Act", s, i))"/>
                    </connections>
                </slider>
                """
        default:
            controlXML = """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(control)">
                    <rect key="frame" x="122" y="0.0" width="231" height="34"/>
                    <state key="normal" title="Choose…"/>
                    <connections>
                        <action selector="valueChanged:" destination="\(vc)" eventType="touchUpInside" id="\(ibID("Act", s, i))"/>
                    </connections>
                </button>
                """
        }
        rows += """
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="12" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="\(row)">
                                        <rect key="frame" x="0.0" y="\(y)" width="353" height="34"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Setting \(i + 1)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
                                                <rect key="frame" x="0.0" y="7" width="110" height="20"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="110" id="\(ibID("Wid", s, i))"/>
                                                </constraints>
                                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            \(controlXML)
                                        </subviews>
                                    </stackView>

            """
        collection += "                        <outletCollection property=\"fields\" destination=\"\(control)\" collectionClass=\"NSMutableArray\" id=\"\(ibID("Col", s, i))\"/>\n"
    }
    return """
            <!--Form \(s)-->
            <scene sceneID="\(ibID("Scn", s, 0))">
                <objects>
                    <viewController storyboardIdentifier="Form\(s)" id="\(vc)" customClass="BenchFormViewController" customModule="UIKitBenchmark" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(root)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Account settings" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(title)">
                                    <rect key="frame" x="20" y="75" width="353" height="27"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(form)">
                                    <rect key="frame" x="20" y="114" width="353" height="1294"/>
                                    <subviews>
        \(rows)
                                    </subviews>
                                </stackView>
                                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="\(buttons)">
                                    <rect key="frame" x="20" y="1424" width="353" height="34"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(cancel)">
                                            <rect key="frame" x="0.0" y="0.0" width="170.5" height="34"/>
                                            <state key="normal" title="Cancel"/>
                                            <connections>
                                                <action selector="cancel:" destination="\(vc)" eventType="touchUpInside" id="\(ibID("Act", s, 900))"/>
                                            </connections>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(save)">
                                            <rect key="frame" x="182.5" y="0.0" width="170.5" height="34"/>
                                            <state key="normal" title="Save"/>
                                            <connections>
                                                <action selector="save:" destination="\(vc)" eventType="touchUpInside" id="\(ibID("Act", s, 901))"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </stackView>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Not saved" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(status)">
                                    <rect key="frame" x="20" y="1466" width="353" height="16"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="\(safe)"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="\(title)" firstAttribute="top" secondItem="\(safe)" secondAttribute="top" constant="16" id="\(ibID("Cst", s, 1))"/>
                                <constraint firstItem="\(title)" firstAttribute="leading" secondItem="\(safe)" secondAttribute="leading" constant="20" id="\(ibID("Cst", s, 2))"/>
                                <constraint firstItem="\(safe)" firstAttribute="trailing" secondItem="\(title)" secondAttribute="trailing" constant="20" id="\(ibID("Cst", s, 3))"/>
                                <constraint firstItem="\(form)" firstAttribute="top" secondItem="\(title)" secondAttribute="bottom" constant="12" id="\(ibID("Cst", s, 4))"/>
                                <constraint firstItem="\(form)" firstAttribute="leading" secondItem="\(title)" secondAttribute="leading" id="\(ibID("Cst", s, 5))"/>
                                <constraint firstItem="\(form)" firstAttribute="trailing" secondItem="\(title)" secondAttribute="trailing" id="\(ibID("Cst", s, 6))"/>
                                <constraint firstItem="\(buttons)" firstAttribute="top" secondItem="\(form)" secondAttribute="bottom" constant="16" id="\(ibID("Cst", s, 7))"/>
                                <constraint firstItem="\(buttons)" firstAttribute="leading" secondItem="\(form)" secondAttribute="leading" id="\(ibID("Cst", s, 8))"/>
                                <constraint firstItem="\(buttons)" firstAttribute="trailing" secondItem="\(form)" secondAttribute="trailing" id="\(ibID("Cst", s, 9))"/>
                                <constraint firstItem="\(status)" firstAttribute="top" secondItem="\(buttons)" secondAttribute="bottom" constant="8" id="\(ibID("Cst", s, 10))"/>
                                <constraint firstItem="\(status)" firstAttribute="leading" secondItem="\(form)" secondAttribute="leading" id="\(ibID("Cst", s, 11))"/>
                                <constraint firstItem="\(status)" firstAttribute="trailing" secondItem="\(form)" secondAttribute="trailing" id="\(ibID("Cst", s, 12))"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="cancelButton" destination="\(cancel)" id="\(ibID("Out", s, 1))"/>
                            <outlet property="saveButton" destination="\(save)" id="\(ibID("Out", s, 2))"/>
                            <outlet property="statusLabel" destination="\(status)" id="\(ibID("Out", s, 3))"/>
                            <outlet property="titleLabel" destination="\(title)" id="\(ibID("Out", s, 4))"/>
    \(collection)                    </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(ibID("Frs", s, 0))" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="\(s * 800)" y="0.0"/>
            </scene>

    """
}

/// A storyboard of `scenes` copies of the form (the first is the initial controller).
func benchStoryboard(scenes: Int) -> String {
    var body = ""
    for s in 0..<scenes { body += benchFormScene(s) }
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(ibID("Frm", 0, 0))">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(body)    </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
}

// MARK: The run

/// Every view under `view`, itself included.
@MainActor private func viewCount(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + viewCount($1) } }

/// Checks a loaded form: the views and outlets the code version has. Returns what differs.
@MainActor private func formProblems(_ vc: BenchFormViewController) -> [String] {
    var p: [String] = []
    // The form's own views (a switch's, a slider's and a button's parts not counted).
    let controls: [UIView] = vc.fields + [vc.saveButton, vc.cancelButton].compactMap { $0 }
    let n = viewCount(vc.view) - controls.reduce(0) { $0 + viewCount($1) - 1 }
    if n != 3 * benchFormRows + 7 { p.append("\(n) views, not \(3 * benchFormRows + 7)") }
    if vc.titleLabel?.text != "Account settings" { p.append("titleLabel outlet") }
    if vc.saveButton?.currentTitle != "Save" { p.append("saveButton outlet") }
    if vc.fields.count != benchFormRows { p.append("\(vc.fields.count) fields") }
    if vc.statusLabel == nil || vc.statusLabel!.frame.minY < vc.saveButton!.superview!.frame.maxY { p.append("status label not laid out below the buttons") }
    if (vc.fields.first?.frame.width ?? 0) < 100 { p.append("the first field is not laid out") }
    return p
}

@MainActor func runStoryboardScene(_ o: Options) -> Never {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikitbench-storyboard-\(getpid())")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let small = benchStoryboard(scenes: 1)
    do { try Data(small.utf8).write(to: dir.appendingPathComponent("Form.storyboard")) }
    catch { print("cannot write the storyboard: \(error)"); exit(1) }
    guard let bundle = Bundle(path: dir.path) else { print("no bundle at \(dir.path)"); exit(1) }
    UIKitLog.clearRecentMessages()
    let storyboard = UIStoryboard(name: "Form", bundle: bundle)   // parsed here, once

    func fromStoryboard() -> BenchFormViewController? {
        let vc = storyboard.instantiateViewController(withIdentifier: "Form0") as? BenchFormViewController
        vc?.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        vc?.view.layoutIfNeeded()
        return vc
    }
    func inCode() -> BenchFormViewController {
        let vc = BenchFormViewController(nibName: nil, bundle: nil)
        vc.buildsInCode = true
        vc.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        vc.view.layoutIfNeeded()
        return vc
    }
    // Warm up both (class look-ups, fonts, text measuring caches), and check they agree.
    guard let sample = fromStoryboard() else { print("the storyboard made no BenchFormViewController"); exit(1) }
    let code = inCode()
    let problems = formProblems(sample)
    if !problems.isEmpty || !formProblems(code).isEmpty {
        print("storyboard form: \(problems); code form: \(formProblems(code))")
    }
    let logged = UIKitLog.recentMessages.filter { $0.hasPrefix("[InterfaceBuilder]") || $0.hasPrefix("[UIStoryboard]") || $0.hasPrefix("[KeyValueCoding]") }
    if !logged.isEmpty { print("the loader logged:\n" + logged.prefix(10).joined(separator: "\n")) }
    for (a, b) in zip(viewFrames(sample.view), viewFrames(code.view)) where a != b {
        print("the storyboard form's layout differs from the code form's: \(a) vs \(b)")
        break
    }

    var sb: [Double] = [], cd: [Double] = []
    let n = max(10, o.runs * 10)
    for _ in 0..<n {
        var t0 = nowMs()
        let a = fromStoryboard()
        sb.append(nowMs() - t0)
        t0 = nowMs()
        let b = inCode()
        cd.append(nowMs() - t0)
        withExtendedLifetime((a, b)) {}
    }
    // The first parse of a 1 MB storyboard: a new file each time (the document cache is per file).
    let scenes = max(1, Int((1_048_576.0 / Double(small.utf8.count)).rounded()))
    let big = benchStoryboard(scenes: scenes)
    var parses: [Double] = []
    for r in 0..<max(5, o.runs) {
        let name = "Big\(r)"
        try? Data(big.utf8).write(to: dir.appendingPathComponent(name + ".storyboard"))
        let t0 = nowMs()
        let s = UIStoryboard(name: name, bundle: bundle)
        parses.append(nowMs() - t0)
        if r == 0, s.instantiateViewController(withIdentifier: "Form\(scenes - 1)") as? BenchFormViewController == nil {
            print("the 1 MB storyboard's last scene did not instantiate")
        }
    }
    let instantiate = median(sb) ?? 0, inCodeMs = median(cd) ?? 0, parse = median(parses) ?? 0
    print("storyboard scene: \(3 * benchFormRows + 7) views, \(12 + benchFormRows) constraints, 5 outlets (one a collection of \(benchFormRows)), \(benchFormRows + 2) actions; timed: controller made, view loaded, first layout at 393x852 (median of \(n))")
    print(String(format: "instantiate from the parsed storyboard %.3f ms, built in code %.3f ms: %.2fx (target <= 1.5x)", instantiate, inCodeMs, instantiate / inCodeMs))
    print(String(format: "first parse of a %.2f MB storyboard (%d scenes, %d bytes): %.1f ms (median of %d; the first %.1f ms; target <= 50 ms)",
                 Double(big.utf8.count) / 1_048_576, scenes, big.utf8.count, parse, parses.count, parses[0], 50.0))
    var misses: [String] = []
    if instantiate > 1.5 * inCodeMs { misses.append(String(format: "instantiate %.2fx code > 1.5x", instantiate / inCodeMs)) }
    if parse > 50 { misses.append(String(format: "1 MB parse %.1f ms > 50 ms", parse)) }
    print(misses.isEmpty ? "targets: all met" : "targets missed: " + misses.joined(separator: "; "))
    if let path = o.json {
        let obj: [String: Any] = ["storyboard": ["instantiate_ms": instantiate, "code_ms": inCodeMs, "parse_1mb_ms": parse,
                                                 "parse_bytes": big.utf8.count, "views": 3 * benchFormRows + 7, "samples": n]]
        do {
            let data = try JSONSerialization.data(withJSONObject: obj, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: path))
            print("wrote \(path)")
        } catch { print("cannot write \(path): \(error)") }
    }
    exit(0)
}

/// Every view's frame in the tree, depth first.
@MainActor private func viewFrames(_ view: UIView) -> [CGRect] { [view.frame] + view.subviews.flatMap(viewFrames) }
