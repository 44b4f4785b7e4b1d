import Testing
import QuartzCore
@Test func quartzPlaceholder() { #expect(CGAffineTransform.identity.isIdentity) }
