/// `coefficient × variable`, one term of a constraint's expression.
public struct LayoutTerm: Sendable {
    public var variable: LayoutVariable
    public var coefficient: Double

    public init(_ variable: LayoutVariable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
