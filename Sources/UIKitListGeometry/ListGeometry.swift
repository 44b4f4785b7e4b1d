// Row geometry for lists (UITableView, later UICollectionView's list layout): being built, issue 15.
