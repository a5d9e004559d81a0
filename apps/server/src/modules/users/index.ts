// Users: the account rows every other domain refers to, and how a user is presented. The only
// import path for other modules.
export { findUserById, findUserByMobile, insertUser, updateUser } from './users.repository.js';
export { presentAuthUser, presentUserProfile } from './users.presenter.js';
export { usersRoutes } from './users.routes.js';
