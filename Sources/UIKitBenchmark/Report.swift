import Foundation

/// A metric with `digits` decimals, or "-" when it was not measured.
func formatMetric(_ d: Double?, _ digits: Int = 3) -> String { d.map { String(format: "%.\(digits)f", $0) } ?? "-" }

/// `a / b` as "0.46x", or "-" when either is missing.
func formatRatio(_ a: Double?, _ b: Double?) -> String {
    guard let a, let b, b > 0 else { return "-" }
    return String(format: "%.2fx", a / b)
}

/// Prints a Markdown table: one row per metric, a column per program (ours first), then our
/// figure as a ratio of each peer's; then the programs' notes.
func printComparison(_ rows: [(String, KeyPath<Metrics, Double?>, Int)], _ columns: [(String, Metrics)]) {
    guard let (ours, us) = columns.first else { return }
    let peers = columns.dropFirst()
    print("")
    print("| metric | " + columns.map(\.0).joined(separator: " | ") + " | "
          + peers.map { "\(ours)/\($0.0)" }.joined(separator: " | ") + " |")
    print("|---|" + String(repeating: "---|", count: columns.count + peers.count))
    for (name, kp, d) in rows {
        print("| \(name) | " + columns.map { formatMetric($0.1[keyPath: kp], d) }.joined(separator: " | ") + " | "
              + peers.map { formatRatio(us[keyPath: kp], $0.1[keyPath: kp]) }.joined(separator: " | ") + " |")
    }
    for (n, m) in columns where m.note != nil { print("\(n): \(m.note!)") }
}
