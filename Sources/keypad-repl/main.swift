print("keypad-repl")
