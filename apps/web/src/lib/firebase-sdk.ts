// Everything the app uses from Firebase, in one chunk that is never part of the first load: it is
// imported only through loadFirebase() (firebase-loader.ts). Google's sign-in (google-sign-in.ts)
// and the payment screen import their own parts when they load.
export { auth } from './firebase';
export {
  createUserWithEmailAndPassword,
  deleteUser,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
} from 'firebase/auth';
