import { useRouteError } from 'react-router';
import { ChunkErrorView } from './ChunkErrorView';

/** For a route's `errorElement`: shows the route error through `ChunkErrorView`. */
export function ChunkErrorElement() {
  return <ChunkErrorView error={useRouteError()} />;
}
