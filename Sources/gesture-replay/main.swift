print("gesture-replay")
