// PLACEHOLDER: being written now.
import { Router } from 'express';
import type { AppContext } from '../../app-context';

export function productsRouter(_ctx: AppContext): Router {
  return Router();
}
