// PLACEHOLDER: being written now.
import { Router } from 'express';
import type { AppContext } from '../../app-context';

export function bookingsRouter(_ctx: AppContext): Router {
  return Router();
}
