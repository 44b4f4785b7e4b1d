/// How a constraint's expression relates to zero: `sum(terms) + constant (relation) 0`.
public enum LayoutRelation: Sendable, Hashable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}
