import SegueCore
print("segue")
