import Foundation
import ShortcutKit

/// Timing with a warm-up, many samples, and the median and 99th percentile of them.
///
/// Medians, not means: these machines are shared and a sample that met another process is an
/// outlier to ignore, not to average in.
struct Harness {
    struct Stats {
        var median: Double
        var p99: Double
        var samples: Int
    }

    /// Results are folded into this so the optimizer cannot drop the measured work.
    nonisolated(unsafe) static var blackHole = 0

    /// Times `body`, which performs `operations` operations per call; returns seconds per operation.
    static func measure(samples: Int, operations: Int, warmUp: Int = 3, _ body: () -> Int) -> Stats {
        for _ in 0..<warmUp { blackHole &+= body() }
        var times: [Double] = []
        times.reserveCapacity(samples)
        let clock = ContinuousClock()
        for _ in 0..<samples {
            let start = clock.now
            blackHole &+= body()
            let elapsed = start.duration(to: clock.now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            times.append(seconds / Double(operations))
        }
        times.sort()
        return Stats(
            median: times[times.count / 2], p99: times[min(times.count - 1, times.count * 99 / 100)], samples: samples)
    }

    /// The registry at `path` compiled, or nil after a failed check naming the file.
    static func matcher(registryPath path: String) -> Matcher? {
        do {
            return try Matcher(registry: Registry(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            check(false, "cannot load \(path): \(error)")
            return nil
        }
    }

    static func report(_ name: String, _ stats: Stats, target: String = "") {
        let line =
            name.padding(toLength: 44, withPad: " ", startingAt: 0)
            + "median " + format(stats.median).leftPadded(10) + "   p99 " + format(stats.p99).leftPadded(10)
            + "   (\(stats.samples) samples)" + (target.isEmpty ? "" : "   target \(target)")
        print(line)
    }

    static func format(_ seconds: Double) -> String {
        if seconds < 1e-6 { return String(format: "%.0f ns", seconds * 1e9) }
        if seconds < 1e-3 { return String(format: "%.2f µs", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
        return String(format: "%.2f s", seconds)
    }

    /// Stops the benchmark when what it measured was not what it claims to measure.
    static func check(_ condition: Bool, _ message: String) {
        if !condition {
            FileHandle.standardError.write(Data("benchmark check failed: \(message)\n".utf8))
            exit(1)
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
