import Foundation
import Testing
import UIKit
import UIKitTesting

// Corpus/interface-builder.swift (the assistant's outlets, inspectables and actions, after the
// rewrite) driven as a storyboard loader drives it: outlets and runtime attributes set with
// setValue(_:forKey:), actions sent by selector name.

@MainActor @Suite struct InterfaceBuilderCorpusTests {
    @Test func outletsAndTheOutletCollectionAreSetByKey() {
        let profile = ProfileViewController()
        let label = UILabel(), avatar = UIImageView(), badge = BadgeView()
        let buttons = [UIButton(), UIButton(), UIButton()]
        profile.setValue(label, forKey: "nameLabel")
        profile.setValue(avatar, forKey: "avatarView")
        profile.setValue(buttons, forKey: "ratingButtons")
        profile.setValue(badge, forKey: "badge")
        #expect(profile.nameLabel === label)
        #expect(profile.avatarView === avatar)
        #expect(profile.ratingButtons.count == 3 && profile.ratingButtons[1] === buttons[1])
        badge.title = "New"
        #expect(profile.badgeTitle == "New")                 // the private outlet was set
        profile.setValue([buttons[0], UILabel()] as [Any], forKey: "ratingButtons")
        #expect(profile.ratingButtons.count == 1)              // elements of another class are left out
        profile.setValue(nil, forKey: "avatarView")
        #expect(profile.avatarView == nil)
        profile.setValue(UIButton(), forKey: "nameLabel")      // the wrong class: nil, as the cast fails
        #expect(profile.nameLabel == nil)
        profile.setValue(label, forKey: "noSuchOutlet")        // logged (iOS raises); nothing else changes
        #expect(profile.ratingButtons.count == 1)
    }

    @Test func keyPathsThroughOutletsReachTheObjectsBehindThem() {
        // A runtime attribute "nameLabel.text" on the controller: value(forKey:) reads the outlet.
        let profile = ProfileViewController()
        let label = UILabel(), badge = BadgeView()
        profile.setValue(label, forKey: "nameLabel")
        profile.setValue(badge, forKey: "badge")
        profile.setValue("Ada", forKeyPath: "nameLabel.text")
        #expect(label.text == "Ada")
        profile.setValue(6, forKeyPath: "badge.cornerRadius")
        #expect(badge.cornerRadius == 6 && badge.layer.cornerRadius == 6)
        badge.title = "New"
        #expect(profile.value(forKeyPath: "badge.title") as? String == "New")
        #expect(profile.value(forKey: "nameLabel") as AnyObject? === label)
        profile.setValue(nil, forKey: "nameLabel")
        #expect(profile.value(forKey: "nameLabel") == nil)    // an empty outlet reads as nil
    }

    @Test func inspectablePropertiesTakeNumbersOfAnyTypeAndTheirOwnTypes() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.setValue(NSNumber(value: 8), forKey: "cornerRadius")
        #expect(badge.cornerRadius == 8 && badge.layer.cornerRadius == 8)   // its didSet ran
        badge.setValue(2, forKey: "borderWidth")
        #expect(badge.borderWidth == 2)
        badge.setValue(3.7, forKey: "count")
        #expect(badge.count == 3)
        badge.setValue(NSNumber(value: true), forKey: "isPill")
        #expect(badge.isPill)
        badge.setValue(UIColor.red, forKey: "fillColor")
        #expect(badge.fillColor == UIColor.red)
        badge.setValue("Hi", forKey: "title")
        #expect(badge.title == "Hi")
        let icon = UIImage()
        badge.setValue(icon, forKey: "icon")
        #expect(badge.icon === icon)
        badge.setValue(CGSize(width: 4, height: 2), forKey: "padding")
        badge.setValue(CGPoint(x: 1, y: 1), forKey: "anchor")
        badge.setValue(CGRect(x: -4, y: -4, width: 48, height: 28), forKey: "hitArea")
        #expect(badge.padding == CGSize(width: 4, height: 2) && badge.anchor == CGPoint(x: 1, y: 1))
        #expect(badge.hitArea == CGRect(x: -4, y: -4, width: 48, height: 28))
        badge.setValue("many", forKey: "count")                // not a number: unchanged
        #expect(badge.count == 3)
        badge.setValue(12, forKeyPath: "cornerRadius")
        #expect(badge.cornerRadius == 12)
    }

    @Test func actionsReachTheMethodsBySelectorName() {
        let profile = ProfileViewController()
        let host = UIKitTestHost(viewController: profile)
        let save = UIButton(type: .system)
        save.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        profile.view.addSubview(save)
        save.addTarget(profile, action: "save:", for: .touchUpInside)
        save.addTarget(profile, action: "touched:forEvent:", for: .touchUpInside)
        host.advanceFrames(1)
        host.tap(save)
        #expect(profile.saves == 1)
        #expect(profile.lastEvent != nil)                     // the touch's event
        let app = UIApplication.shared
        #expect(app.sendAction("cancel", to: profile, from: save, for: nil))
        #expect(profile.cancels == 1)
        let buttons = [UIButton(), UIButton(), UIButton()]
        profile.setValue(buttons, forKey: "ratingButtons")
        #expect(app.sendAction("rateWithButton:", to: profile, from: buttons[2], for: nil))
        #expect(profile.ratings == [2])
        app.sendAction("rateWithButton:", to: profile, from: UISlider(), for: nil)  // a sender of another class: not called
        #expect(profile.ratings == [2])
        #expect(app.sendAction("clearRatings:", to: profile, from: nil, for: nil))  // the @objc name
        #expect(profile.ratings.isEmpty)
        #expect(!app.sendAction("resetRatings:", to: profile, from: nil, for: nil))
        #expect(app.sendAction("share:", to: profile, from: UIBarButtonItem(), for: nil))  // declared in an extension
        #expect(profile.shares == 1)
        #expect(app.sendAction("save:", to: nil, from: save, for: nil))             // nil-targeted, up the chain
        #expect(profile.saves == 2)
    }

    @Test func aClassWithItsOwnSetValueKeepsIt() {
        let title = TitleView()
        let label = UILabel()
        title.setValue(label, forKey: "titleLabel")
        #expect(title.titleLabel === label)
        #expect(title.keys == ["titleLabel"])
    }
}
