extension Duration {
    /// The duration in seconds, for APIs that take a `TimeInterval` and for messages.
    package var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
