// Qt Quick Controls' RangeSlider (0…10, 2…8), 320 px wide, 20 px from the window's corner:
// the Qt peer of scripts/peer-bench.sh (run with the software renderer).
import QtQuick
import QtQuick.Controls
import QtQuick.Window

Window {
    title: "peer: Qt RangeSlider"
    width: 360
    height: 84
    visible: true
    RangeSlider {
        x: 20; y: 20; width: 320; height: 44
        from: 0; to: 10
        first.value: 2; second.value: 8
    }
}
