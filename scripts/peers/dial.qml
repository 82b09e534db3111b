// Qt Quick Controls' Dial, the dial peer of `scripts/peer-bench.sh --dial`: 12 positions
// (0…11 by 1, 9 selected), or 1,000 (0…999, 0 selected) when run with `-- 1000`, 220 × 220,
// 20 px from the window's corner, run with the software renderer. SnapOnRelease follows the
// finger and snaps on release, as ControlKit's dial does; Qt's dial turns a small handle
// over a still face and draws no labels or ticks.
import QtQuick
import QtQuick.Controls
import QtQuick.Window

Window {
    title: "peer: Qt Dial"
    width: 260
    height: 260
    visible: true
    property int items: Qt.application.arguments.indexOf("1000") >= 0 ? 1000 : 12
    Dial {
        x: 20; y: 20; width: 220; height: 220
        from: 0; to: items - 1; stepSize: 1; value: items == 12 ? 9 : 0
        snapMode: Dial.SnapOnRelease
        inputMode: Dial.Circular
        wrap: true
    }
}
