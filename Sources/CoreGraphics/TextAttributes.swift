/// How a range of text looks.
public struct TextAttributes: Hashable, Sendable {
    public var font: TextFont
    public var color: CGColor
    public var underline: Bool
    public var strikethrough: Bool
    /// Extra space after each character, in points (NSAttributedString's `.kern`).
    public var kern: CGFloat
    public var backgroundColor: CGColor?

    public init(font: TextFont = TextFont(), color: CGColor = .black, underline: Bool = false,
                strikethrough: Bool = false, kern: CGFloat = 0, backgroundColor: CGColor? = nil) {
        self.font = font; self.color = color; self.underline = underline; self.strikethrough = strikethrough
        self.kern = kern.isFinite ? kern : 0
        self.backgroundColor = backgroundColor
    }
}

/// Attributes for a range of UTF-16 offsets (as NSRange counts), like one attribute run of an
/// NSAttributedString. Text not covered by any run uses the first run's attributes; where runs
/// overlap, the later one wins.
public struct TextRun: Hashable, Sendable {
    public var range: Range<Int>
    public var attributes: TextAttributes
    public init(range: Range<Int>, attributes: TextAttributes) { self.range = range; self.attributes = attributes }
}

/// How lines break and where text that doesn't fit is cut (NSLineBreakMode's cases).
public enum TextLineBreakMode: Hashable, Sendable {
    /// Wrap at word boundaries (breaking inside a word only when it is wider than a line).
    case wordWrap
    /// Wrap at character boundaries.
    case charWrap
    /// No ellipsis: text beyond the width (single line) or the last allowed line is cut off.
    case clip
    /// Ellipsis at the start / end / middle of the last visible line.
    case truncateHead, truncateTail, truncateMiddle
}

/// Horizontal alignment of lines.
public enum TextAlignment: Hashable, Sendable {
    case left, center, right, justified
    /// Left for left-to-right text, right for right-to-left.
    case natural
}
