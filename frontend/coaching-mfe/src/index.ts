// The async boundary Module Federation needs: shared singletons are negotiated before any of them is imported.
void import('./bootstrap');
