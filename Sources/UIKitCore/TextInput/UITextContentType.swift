//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The meaning of the text a text object holds (`UITextInputTraits.textContentType`), so that
/// the system can offer matching suggestions (AutoFill). Linux offers none: the value is kept for
/// the app to read.
///
/// The raw values of the iOS 10–12 constants are the strings iOS uses (HTML autocomplete tokens,
/// with iOS's own spelling, e.g. "honorifix-prefix"); those of later constants follow the same
/// scheme and are not documented by Apple.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's string.
    public var rawValue: String
    /// A content type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A name prefix or title, such as *Dr*.
    public static let namePrefix = UITextContentType(rawValue: "honorifix-prefix")
    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A name suffix, such as *Jr*.
    public static let nameSuffix = UITextContentType(rawValue: "honorifix-suffix")
    /// A given (first) name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "additional-name")
    /// A family (last) name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "address-level1")
    /// A city and state.
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
    /// A sublocality (a district).
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    /// A country or region.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// An account or login name (iOS 11).
    public static let username = UITextContentType(rawValue: "username")
    /// A password (iOS 11).
    public static let password = UITextContentType(rawValue: "password")
    /// A new password, on a sign-up or change-password form (iOS 12).
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code, such as one sent by SMS (iOS 12).
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A parcel tracking number (iOS 15).
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    /// An airline flight number (iOS 15).
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    /// A date, a time or a duration (iOS 15).
    public static let dateTime = UITextContentType(rawValue: "date-time")
    /// A full birth date (iOS 17).
    public static let birthdate = UITextContentType(rawValue: "bday")
    /// The day of a birth date (iOS 17).
    public static let birthdateDay = UITextContentType(rawValue: "bday-day")
    /// The month of a birth date (iOS 17).
    public static let birthdateMonth = UITextContentType(rawValue: "bday-month")
    /// The year of a birth date (iOS 17).
    public static let birthdateYear = UITextContentType(rawValue: "bday-year")
    /// A credit card's security code (iOS 17).
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    /// The name on a credit card (iOS 17).
    public static let creditCardName = UITextContentType(rawValue: "cc-name")
    /// The given name on a credit card (iOS 17).
    public static let creditCardGivenName = UITextContentType(rawValue: "cc-given-name")
    /// The middle name on a credit card (iOS 17).
    public static let creditCardMiddleName = UITextContentType(rawValue: "cc-additional-name")
    /// The family name on a credit card (iOS 17).
    public static let creditCardFamilyName = UITextContentType(rawValue: "cc-family-name")
    /// A credit card's expiration date (iOS 17).
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
    /// The month of a credit card's expiration date (iOS 17).
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")
    /// The year of a credit card's expiration date (iOS 17).
    public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")
    /// A credit card's type, such as *Visa* (iOS 17).
    public static let creditCardType = UITextContentType(rawValue: "cc-type")
    /// A SIM card's EID (iOS 17.4).
    public static let cellularEID = UITextContentType(rawValue: "cellular-eid")
    /// A device's IMEI (iOS 17.4).
    public static let cellularIMEI = UITextContentType(rawValue: "cellular-imei")
}
